/* How far a count trying every path has got (tour_count.h and the count
 * behind it both speak of it, so it stands apart from both). */
#ifndef BOARDEX_TOUR_COUNT_PROGRESS_H
#define BOARDEX_TOUR_COUNT_PROGRESS_H

/* The count's work is split into parts (a start and its first step). */
typedef struct {
    int parts_done;
    int parts;
    long long nodes; /* positions tried so far */
} tour_count_progress;

#endif
