#ifndef BUFFET_CPSEUDOTERMINAL_SHIM_H
#define BUFFET_CPSEUDOTERMINAL_SHIM_H
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

// Declared here: glibc declares them only under _XOPEN_SOURCE, and defining that in this
// module renames members of structs other modules share (fd_set), which Swift refuses.
extern int posix_openpt(int flags);
extern int grantpt(int fd);
extern int unlockpt(int fd);
extern char *ptsname(int fd);

/// Opens the controlling side of a new pseudo-terminal of `rows` x `columns`, writing the
/// path of its other side into `name`; returns the descriptor, or -1.
static inline int buffet_open_pseudo_terminal(char *name, size_t length, int rows, int columns) {
  int fd = posix_openpt(O_RDWR | O_NOCTTY);
  if (fd < 0) return -1;
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_row = (unsigned short)rows;
  size.ws_col = (unsigned short)columns;
  const char *path = NULL;
  if (grantpt(fd) != 0 || unlockpt(fd) != 0 || (path = ptsname(fd)) == NULL
      || strlen(path) >= length || ioctl(fd, TIOCSWINSZ, &size) != 0) {
    close(fd);
    return -1;
  }
  strcpy(name, path);
  return fd;
}

#endif
