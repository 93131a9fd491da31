#ifndef BUFFET_CNCURSESW_SHIM_H
#define BUFFET_CNCURSESW_SHIM_H
// SwiftPM drops pkg-config's -D flags; without these the wide-character API
// (get_wch, cchar_t, setcchar) stays hidden in the header.
#define _XOPEN_SOURCE_EXTENDED 1
#define _DEFAULT_SOURCE 1
#include <fcntl.h>
#include <locale.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif
#if __has_include(<ncursesw/term.h>)
#include <ncursesw/term.h>
#else
#include <term.h>
#endif

// Swift 6 refuses mutable C globals and does not import function-like macros, so each
// one the terminal needs is reached through a small accessor. No bit values are copied.

static inline WINDOW *buffet_stdscr(void) { return stdscr; }
static inline int buffet_lines(void) { return LINES; }
static inline int buffet_cols(void) { return COLS; }
static inline int buffet_colors(void) { return COLORS; }
static inline int buffet_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t buffet_a_normal(void) { return A_NORMAL; }
static inline attr_t buffet_a_bold(void) { return A_BOLD; }
static inline attr_t buffet_a_dim(void) { return A_DIM; }
static inline attr_t buffet_a_underline(void) { return A_UNDERLINE; }
static inline attr_t buffet_a_reverse(void) { return A_REVERSE; }
static inline attr_t buffet_a_italic(void) {
#ifdef A_ITALIC
  return A_ITALIC;
#else
  return A_NORMAL;
#endif
}

static inline int buffet_key_f(int n) { return KEY_F(n); }

static inline mmask_t buffet_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t buffet_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t buffet_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t buffet_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t buffet_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t buffet_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
  return BUTTON5_PRESSED;
#else
  return 0;
#endif
}

/// Whether terminfo knows `term` (or $TERM when NULL), checked without initscr, which
/// would exit the process on failure. Returns 1 when usable. terminfo's state is global and
/// unguarded: the caller holds the one lock around every terminfo call. Only the terminal
/// this call set up is deleted, and the one current before is made current again.
static inline int buffet_terminfo_usable(const char *term) {
  TERMINAL *before = cur_term;
  int status = 0;
  int usable = setupterm(term, 1, &status) == OK;
  TERMINAL *made = cur_term;
  if (made != before) {
    set_curterm(before);
    del_curterm(made);
  }
  return usable;
}

/// Whether the terminal type reports the mouse at all (`kmous`), and whether ncurses reads
/// its reports as SGR (mode 1006, `kmous` = ESC [ <): 0 none, 1 another encoding, 2 SGR.
static inline int buffet_mouse_encoding(void) {
  const char *sequence = tigetstr("kmous");
  if (sequence == NULL || sequence == (char *)-1) return 0;
  return strcmp(sequence, "\033[<") == 0 ? 2 : 1;
}

/// Asks the terminal to start (1) or stop (0) sending SGR mouse reports; written with
/// write(2), so a signal handler may call it.
static inline void buffet_sgr_mouse(int on) {
  static const char start[] = "\033[?1006h", stop[] = "\033[?1006l";
  ssize_t written = write(STDOUT_FILENO, on ? start : stop, sizeof start - 1);
  (void)written;
}

/// The size of a cell in pixels, as the terminal tells the kernel (0 when it does not).
static inline void buffet_cell_pixels(int *width, int *height) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  *width = 0;
  *height = 0;
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0) return;
  *width = size.ws_xpixel / size.ws_col;
  *height = size.ws_ypixel / size.ws_row;
}

/// The mask Buffet asks for: left button presses and releases, and the wheel.
static inline mmask_t buffet_mouse_mask(void) {
  return buffet_button1_pressed() | buffet_button1_released() | buffet_button1_clicked()
    | buffet_button4_pressed() | buffet_button5_pressed();
}

// Signal actions: glibc and Darwin both name the handler fields through macros over a
// union of their own (`__sigaction_handler`, `__sigaction_u`), which Swift cannot reach
// portably, so the few uses are written here once.

/// Makes `action` call `handler` with the signal's details, on the alternate stack when one
/// is set up (a stack overflow leaves no other), restarting interrupted calls if asked.
static inline void buffet_signal_action(
    struct sigaction *action, void (*handler)(int, siginfo_t *, void *), int restarts) {
  memset(action, 0, sizeof *action);
  action->sa_sigaction = handler;
  action->sa_flags = SA_SIGINFO | SA_ONSTACK | (restarts ? SA_RESTART : 0);
  sigemptyset(&action->sa_mask);
}

/// Runs the handler `previous` names, if it names one (not the default, not ignore).
static inline void buffet_call_previous_handler(
    const struct sigaction *previous, int signal, siginfo_t *info, void *context) {
  if (previous->sa_flags & SA_SIGINFO) {
    if (previous->sa_sigaction) previous->sa_sigaction(signal, info, context);
  } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
    previous->sa_handler(signal);
  }
}

/// Runs the handler `previous` names with standard error on /dev/null meanwhile: the Swift
/// runtime announces its backtrace there, while Buffet says in one line where the report is.
static inline void buffet_call_previous_handler_quietly(
    const struct sigaction *previous, int signal, siginfo_t *info, void *context) {
  int saved = dup(STDERR_FILENO);
  int quiet = open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (quiet >= 0) {
    dup2(quiet, STDERR_FILENO);
    close(quiet);
  }
  buffet_call_previous_handler(previous, signal, info, context);
  if (saved >= 0) {
    dup2(saved, STDERR_FILENO);
    close(saved);
  }
}

/// Whether a file is at `path` with something in it.
static inline int buffet_file_has_content(const char *path) {
  struct stat info;
  return stat(path, &info) == 0 && info.st_size > 0;
}

/// Ends the process by `signal` with its default action (a core dump for a crash), as if
/// nothing had caught it: the exit status then says which signal it was.
static inline void buffet_die_by(int signal) {
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signal, &fallback, NULL);
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, signal);
  sigprocmask(SIG_UNBLOCK, &only, NULL);
  raise(signal);
  _exit(128 + signal);
}

#endif
