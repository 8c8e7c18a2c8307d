#include "MigrationKitSignals.h"

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t received = 0;
static char message[256];
static size_t messageLength = 0;
static struct sigaction previousInterrupt;
static struct sigaction previousTerminate;
static int installed = 0;

static void handle(int signal) {
    if (received != 0) {
        // A second signal: stop now, as the default disposition would.
        struct sigaction fallback;
        memset(&fallback, 0, sizeof fallback);
        fallback.sa_handler = SIG_DFL;
        sigemptyset(&fallback.sa_mask);
        sigaction(signal, &fallback, NULL);
        raise(signal);
        return;
    }
    received = signal;
    if (messageLength > 0) {
        ssize_t ignored = write(STDERR_FILENO, message, messageLength);
        (void)ignored;
    }
}

void migrationkit_catch_interruptions(const char *text) {
    messageLength = 0;
    if (text != NULL) {
        size_t length = strlen(text);
        if (length > sizeof message - 1) length = sizeof message - 1;
        memcpy(message, text, length);
        messageLength = length;
    }
    received = 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle;
    sigemptyset(&action.sa_mask);
    sigaddset(&action.sa_mask, SIGINT);
    sigaddset(&action.sa_mask, SIGTERM);
    // SA_RESTART: a read or write the signal lands in goes on; SQLite learns of the signal from
    // the command's progress handler, never from a failed system call.
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, installed ? NULL : &previousInterrupt);
    sigaction(SIGTERM, &action, installed ? NULL : &previousTerminate);
    installed = 1;
    // A process started by one that blocks them (a test runner, some supervisors) inherits the
    // block: a Ctrl-C would stay pending for ever. This thread takes them.
    sigset_t unblocked;
    sigemptyset(&unblocked);
    sigaddset(&unblocked, SIGINT);
    sigaddset(&unblocked, SIGTERM);
    pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL);
}

void migrationkit_release_interruptions(void) {
    if (!installed) return;
    sigaction(SIGINT, &previousInterrupt, NULL);
    sigaction(SIGTERM, &previousTerminate, NULL);
    installed = 0;
    received = 0;
}

int migrationkit_interruption_signal(void) {
    return received;
}
