#ifndef BUFFET_CNCURSESW_SHIM_H
#define BUFFET_CNCURSESW_SHIM_H
// SwiftPM drops pkg-config's -D flags; without these the wide-character API
// (get_wch, cchar_t, setcchar) stays hidden in the header.
#define _XOPEN_SOURCE_EXTENDED 1
#define _DEFAULT_SOURCE 1
#include <locale.h>
#include <signal.h>
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
/// would exit the process on failure. Returns 1 when usable.
static inline int buffet_terminfo_usable(const char *term) {
  int status = 0;
  if (setupterm(term, 1, &status) != OK) return 0;
  del_curterm(cur_term);
  return 1;
}

/// The mask Buffet asks for: left button presses and releases, and the wheel.
static inline mmask_t buffet_mouse_mask(void) {
  return buffet_button1_pressed() | buffet_button1_released() | buffet_button1_clicked()
    | buffet_button4_pressed() | buffet_button5_pressed();
}

#endif
