/* The program's exit statuses, shared by the batch commands and the
 * explorer's front end. */
#ifndef BOARDEX_EXIT_STATUS_H
#define BOARDEX_EXIT_STATUS_H

enum {
    CLI_EXIT_OK = 0,
    CLI_EXIT_FALSE = 1, /* a yes/no answer that is no: not a tour, ... */
    CLI_EXIT_ERROR = 2, /* bad input, unreadable file, bad usage */
    /* The explorer's terminal went away (end of input, EIO, hang-up). */
    CLI_EXIT_TERMINAL_LOST = 1,
};

#endif
