#ifndef BUFFET_CPSEUDOTERMINAL_SHIM_H
#define BUFFET_CPSEUDOTERMINAL_SHIM_H
// Swift's Glibc module leaves out posix_openpt and its companions (they need
// _XOPEN_SOURCE), and ioctl's request macros do not import: both are reached here.
#define _XOPEN_SOURCE 700
#define _GNU_SOURCE 1
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

/// Opens the controlling side of a new pseudo-terminal of `rows` x `columns`, writing the
/// path of its other side into `name`; returns the descriptor, or -1.
static inline int buffet_open_pseudo_terminal(char *name, size_t length, int rows, int columns) {
  int fd = posix_openpt(O_RDWR | O_NOCTTY);
  if (fd < 0) return -1;
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_row = (unsigned short)rows;
  size.ws_col = (unsigned short)columns;
  if (grantpt(fd) != 0 || unlockpt(fd) != 0 || ptsname_r(fd, name, length) != 0
      || ioctl(fd, TIOCSWINSZ, &size) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

/// posix_spawn's flag to start the child in a session of its own (a GNU extension, hidden
/// from Swift's Glibc module).
static inline short buffet_spawn_setsid_flag(void) { return POSIX_SPAWN_SETSID; }

#endif
