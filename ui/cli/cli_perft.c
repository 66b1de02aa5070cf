/* `perft`: the number of leaf nodes of the game tree DEPTH plies deep, the
 * count every chess program prints to compare move generators. With -j N
 * the root moves are shared out to N threads; each thread takes the next
 * move not yet taken, so a slow subtree does not hold the others back. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_position.h"

enum { PERFT_DEPTH_MAX = 12 };

static const cli_option OPT_RULES = {
    "--rules", "RULES", "fide (chess, the default on 8x8) or seed"};
static const cli_option OPT_DIVIDE = {
    "--divide", NULL, "one line 'MOVE: N' per root move, then the total"};
static const cli_option OPT_HASH = {
    "--hash", "MB", "remember counted subtrees in MB MiB"};

static const cli_option *const PERFT_OPTIONS[] = {
    &CLI_OPT_BOARD, &CLI_OPT_FEN,  &OPT_RULES,      &OPT_DIVIDE,
    &CLI_OPT_JOBS,      &OPT_HASH,     &CLI_OPT_SIZE,   &CLI_OPT_DEFINE,
    &CLI_OPT_VARIANT, &CLI_OPT_VARIANT_FILE, NULL};

/* The root moves and, once counted, the leaves under each. */
typedef struct {
    const game_rules *rules;
    const game_position *root;
    game_perft_memory *memory; /* NULL: count without one */
    int depth;
    game_move *moves;
    uint64_t *leaves;
    int count;
    atomic_int next;
} perft_work;

static void *perft_worker(void *arg)
{
    perft_work *work = arg;
    for (int i; (i = atomic_fetch_add(&work->next, 1)) < work->count;) {
        game_position child;
        game_move_apply(work->rules, work->root, work->moves[i], &child);
        work->leaves[i] = game_perft_remembered(work->rules, &child,
                                                work->depth - 1, work->memory);
    }
    return NULL;
}

/* Counts every root move's subtree on `threads` threads, the caller's
 * among them. A thread that cannot be started only means fewer hands: the
 * others take its moves, and the answer is the same. */
static void perft_run(perft_work *work, int threads)
{
    pthread_t ids[CLI_MOST_THREADS];
    int started = 0;

    atomic_init(&work->next, 0);
    if (threads > work->count)
        threads = work->count;
    while (started < threads - 1 &&
           pthread_create(&ids[started], NULL, perft_worker, work) == 0)
        started++;
    perft_worker(work);
    for (int i = 0; i < started; i++)
        pthread_join(ids[i], NULL);
}

typedef struct {
    char text[GAME_MOVE_TEXT];
    uint64_t leaves;
} divide_line;

static int compare_lines(const void *a, const void *b)
{
    return strcmp(((const divide_line *)a)->text,
                  ((const divide_line *)b)->text);
}

static int print_divide(cli_call *call, const perft_work *work)
{
    divide_line *lines = malloc(sizeof *lines * (size_t)(work->count + 1));
    if (lines == NULL)
        return cli_fail(call, "perft: out of memory");
    for (int i = 0; i < work->count; i++) {
        game_rules_move_text(work->rules, work->root->size, work->moves[i],
                             lines[i].text);
        lines[i].leaves = work->leaves[i];
    }
    qsort(lines, (size_t)work->count, sizeof lines[0], compare_lines);
    for (int i = 0; i < work->count; i++)
        fprintf(call->out, "%s: %llu\n", lines[i].text,
                (unsigned long long)lines[i].leaves);
    fputc('\n', call->out);
    free(lines);
    return CLI_EXIT_OK;
}

/* The root moves of the side to move (none at depth 0), each subtree
 * counted on threads; the total, after the divide when asked. */
static int count_leaves(cli_call *call, perft_work *work, int threads)
{
    int n = work->depth == 0 ? 0
                             : game_moves(work->rules, work->root,
                                          work->root->to_move, -1, NULL, 0);
    uint64_t total = work->depth == 0 ? 1 : 0;
    int status = CLI_EXIT_OK;

    work->moves = malloc(sizeof *work->moves * (size_t)(n + 1));
    work->leaves = malloc(sizeof *work->leaves * (size_t)(n + 1));
    if (work->moves == NULL || work->leaves == NULL) {
        status = cli_fail(call, "perft: out of memory");
    } else {
        if (n > 0)
            work->count = game_moves(work->rules, work->root,
                                     work->root->to_move, -1, work->moves, n);
        perft_run(work, threads);
        for (int i = 0; i < work->count; i++)
            total += work->leaves[i];
        if (cli_flag(call, &OPT_DIVIDE))
            status = print_divide(call, work);
        if (status == CLI_EXIT_OK)
            fprintf(call->out, "%llu\n", (unsigned long long)total);
    }
    free(work->moves);
    free(work->leaves);
    return status;
}

static int run_perft(cli_call *call)
{
    perft_work work = {0};
    int depth = cli_small_number(call->args[0], 0, 99);
    int threads;
    game_rules *rules;
    game_position pos;
    int status;

    if (depth < 0)
        return cli_fail(call, "perft: DEPTH must be a number from 0 to %d",
                        PERFT_DEPTH_MAX);
    if (depth > PERFT_DEPTH_MAX)
        return cli_fail(call, "perft: depth %d is beyond %d", depth,
                        PERFT_DEPTH_MAX);
    if (!cli_threads(call, &threads))
        return CLI_EXIT_ERROR;
    if (!cli_game_rules(call, &OPT_RULES, CHESS_RULES_FIDE, &rules))
        return CLI_EXIT_ERROR;
    if (!cli_load_position(call, rules, 1, &pos)) {
        game_rules_free(rules);
        return CLI_EXIT_ERROR;
    }
    const char *hash = cli_value(call, &OPT_HASH);
    if (hash != NULL) {
        int megabytes = cli_small_number(hash, 1, GAME_PERFT_MEMORY_MAX_MB);
        bx_error err;
        if (megabytes < 0) {
            game_rules_free(rules);
            return cli_fail(call, "perft: --hash takes a size in MiB from 1 "
                                  "to %d",
                            GAME_PERFT_MEMORY_MAX_MB);
        }
        work.memory = game_perft_memory_new((size_t)megabytes, &err);
        if (work.memory == NULL) {
            game_rules_free(rules);
            return cli_fail(call, "perft: %s", err.message);
        }
    }
    if (game_in_check(rules, &pos, chess_other(pos.to_move))) {
        status = cli_fail(call, "perft: %s is in check, so %s has no turn",
                          chess_color_name(chess_other(pos.to_move)),
                          chess_color_name(pos.to_move));
    } else {
        work.rules = rules;
        work.root = &pos;
        work.depth = depth;
        status = count_leaves(call, &work, threads);
    }
    game_perft_memory_free(work.memory);
    game_rules_free(rules);
    return status;
}

const cli_command CLI_PERFT = {
    "perft",
    "DEPTH (--board FILE | --fen FEN | ROW0 ... ROW7) [--rules RULES] "
    "[--divide] [-j N] [--hash MB]",
    "the number of leaf nodes DEPTH plies deep (at most 12)",
    "Counts every sequence of DEPTH legal moves, as chess programs do to\n"
    "compare move generators (`go perft` in UCI engines). --divide lists\n"
    "the count under each root move (e2e4, a7a8q), sorted, then an empty\n"
    "line and the total. -j N shares the work out to N threads, with the\n"
    "same answers. --hash MB remembers counted subtrees in a table of MB\n"
    "MiB that the threads share, so a position reached again by other\n"
    "moves is counted once, with the same answers. --size and\n"
    "--define as for count; there the default rules are seed, as fide is\n"
    "for the chess pieces on 8x8.\n",
    PERFT_OPTIONS, 1, 9, run_perft};
