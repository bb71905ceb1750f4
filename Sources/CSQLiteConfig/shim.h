#include <sqlite3.h>

/// sqlite3_config is variadic, which Swift cannot call: this sets the one option the server sets process-wide.
/// Memory statistics off: SQLite then takes no global mutex and keeps no counters on each of its allocations
/// (nothing here reads sqlite3_memory_used or sets a soft heap limit, which need them). Answers SQLITE_OK, or
/// SQLITE_MISUSE once SQLite is initialized (a connection was opened), when it changes nothing.
static inline int qv_sqlite_memory_statistics_off(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
