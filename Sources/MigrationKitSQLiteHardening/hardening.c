#include <sqlite3.h>
#include "MigrationKitSQLiteHardening.h"

int migrationkit_sqlite3_harden(void *connection) {
    sqlite3 *db = (sqlite3 *)connection;
    int code = SQLITE_OK;
#ifdef SQLITE_DBCONFIG_DEFENSIVE
    code = sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
    if (code != SQLITE_OK) return code;
#endif
#ifdef SQLITE_DBCONFIG_TRUSTED_SCHEMA
    code = sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *)0);
    if (code != SQLITE_OK) return code;
#endif
#ifdef SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION
    code = sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, (int *)0);
#endif
    return code;
}

int migrationkit_sqlite3_is_defensive(void *connection) {
#ifdef SQLITE_DBCONFIG_DEFENSIVE
    int on = -1;
    if (sqlite3_db_config((sqlite3 *)connection, SQLITE_DBCONFIG_DEFENSIVE, -1, &on) != SQLITE_OK) return -1;
    return on;
#else
    return -1;
#endif
}
