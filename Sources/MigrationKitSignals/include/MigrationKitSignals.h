#ifndef MIGRATIONKIT_SIGNALS_H
#define MIGRATIONKIT_SIGNALS_H

/// SIGINT and SIGTERM while a command writes a database: the first one is recorded, for the
/// command to stop at the next point where it can roll back; a second one of either stops the
/// process at once, as if nothing had caught them (SQLite rolls back its journal the next time
/// the file is opened for writing). C, because a signal handler may only do what is
/// async-signal-safe: store a flag, write(2), restore a disposition and raise.

/// Installs the handler for SIGINT and SIGTERM. `message`, when not NULL, is written to standard
/// error when the first signal arrives (it is copied; at most 255 bytes are kept).
void migrationkit_catch_interruptions(const char *message);

/// Puts back the dispositions that were there before `migrationkit_catch_interruptions`, and
/// forgets any signal received.
void migrationkit_release_interruptions(void);

/// The first signal received since the handler was installed (SIGINT or SIGTERM), or 0.
int migrationkit_interruption_signal(void);

#endif
