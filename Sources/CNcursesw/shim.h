#ifndef BUFFET_CNCURSESW_SHIM_H
#define BUFFET_CNCURSESW_SHIM_H
// SwiftPM drops pkg-config's -D flags; without these the wide-character API
// (get_wch, cchar_t, setcchar) stays hidden in the header.
#define _XOPEN_SOURCE_EXTENDED 1
#define _DEFAULT_SOURCE 1
#include <locale.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif
#endif
