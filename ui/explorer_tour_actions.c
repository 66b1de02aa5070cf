/* Tour mode's keys. */
#include "explorer_actions.h"

void explorer_submit_tour_file(explorer_state *state)
{
    explorer_error(state, "tours are not in this build yet");
}
