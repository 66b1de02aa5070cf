/* `w`: a prompt with a name for what is on screen, a question before
 * writing over a file that is there, and the status line's news. */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "explorer_actions.h"
#include "explorer_file.h"
#include "explorer_undo.h"
#include "explorer_write.h"

void action_write_prompt(explorer_state *state, const key_arg *arg, int key)
{
    char name[LINE_EDIT_MAX];
    bx_error err;
    (void)arg;
    (void)key;
    if (state->work.mode == MODE_TOUR && !state->work.tour.loaded) {
        explorer_write_format_ok(state, "", &err);
        explorer_error(state, err.message);
        return;
    }
    explorer_write_default_name(state, name, sizeof name);
    explorer_open_prompt(state, PROMPT_WRITE, name);
}

static void write_now(explorer_state *state, const char *path)
{
    char what[64];
    char text[EXPLORER_MESSAGE_MAX];
    bx_error err;
    if (!state->writes_files) {
        explorer_close_prompt(state);
        explorer_error(state, "writing files is off here");
        return;
    }
    if (explorer_write(state, path, what, sizeof what, &err) != BX_OK) {
        /* Back to the name, to mend it or Esc. */
        char again[LINE_EDIT_MAX];
        snprintf(again, sizeof again, "%s", path);
        explorer_open_prompt(state, PROMPT_WRITE, again);
        explorer_error(state, err.message);
        return;
    }
    explorer_close_prompt(state);
    /* q no longer asks about what the file holds, and only that. */
    explorer_history_saved(state, explorer_write_saves(state, path));
    snprintf(text, sizeof text, "wrote %.120s: %s", path, what);
    explorer_say(state, text);
}

void explorer_submit_write(explorer_state *state)
{
    struct stat info;
    bx_error err;
    const char *path = state->line.text;

    if (path[0] == '\0') {
        explorer_error(state, "type a file name");
        return;
    }
    if (!explorer_write_format_ok(state, path, &err)) {
        explorer_error(state, err.message); /* the prompt stays open */
        return;
    }
    char expanded[EXPLORER_PATH_MAX];
    const char *target = explorer_file_path(path, expanded, sizeof expanded);
    if (target != NULL && stat(target, &info) == 0) {
        /* The question names the file (explorer_prompt_question). */
        snprintf(state->write_path, sizeof state->write_path, "%s", path);
        explorer_open_prompt(state, PROMPT_OVERWRITE, "");
        return;
    }
    write_now(state, path);
}

void explorer_submit_overwrite(explorer_state *state)
{
    const char *answer = state->line.text;
    if (strcmp(answer, "y") == 0 || strcmp(answer, "yes") == 0) {
        write_now(state, state->write_path);
        return;
    }
    explorer_close_prompt(state);
    explorer_say(state, "not written; the file is as it was");
}
