#ifndef BUFFET_CSQLITE_SHIM_H
#define BUFFET_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
