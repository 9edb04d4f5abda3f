/*
 * A C host of the Tactile engine (docs/c-api.md): builds the photo viewer of
 * the demos call by call — a photo with a double tap, a single tap that waits
 * for it to fail, and a pinch — replays a tap and a two-finger pinch through
 * it, prints every log event as a structured record (the tap's with their
 * JSON lines, tactile_session_next_event; the pinch's without any JSON text,
 * tactile_session_read_events), then checks what happened: the single tap
 * recognized once, the pinch began and ended with a scale near 2. Then it
 * reads the same scene from a scene document and checks that an invalid
 * document is refused with file, place and reason.
 * Exit status 0 when all holds.
 */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "tactile.h"

_Static_assert(sizeof(tactile_touch) == 40, "tactile_touch layout");
_Static_assert(offsetof(tactile_event, kind) == 72, "tactile_event layout");
_Static_assert(offsetof(tactile_event, subject) == 96, "tactile_event layout");

static const char *state_names[] = {"possible", "began", "changed", "ended", "recognized", "cancelled", "failed"};
static const char *phase_names[] = {"began", "moved", "stationary", "ended", "cancelled"};

static int taps = 0, pinch_began = 0, pinch_ended = 0;
static double last_scale = 0;
static int records_without_json = 0;

static void print_event(const tactile_event *event) {
    const tactile_event e = *event;
    switch (e.kind) {
        case TACTILE_EVENT_TOUCHES:
            printf("%8.4f  touches  %-8s %s (%d)\n", e.t, e.subject, phase_names[e.phase], e.touch_count);
            break;
        case TACTILE_EVENT_STATE:
            printf("%8.4f  state    %-8s %s -> %s\n", e.t, e.subject, state_names[e.from_state], state_names[e.to_state]);
            if (strcmp(e.subject, "tap") == 0 && e.to_state == TACTILE_STATE_RECOGNIZED) taps++;
            if (strcmp(e.subject, "pinch") == 0 && e.to_state == TACTILE_STATE_BEGAN) pinch_began++;
            if (strcmp(e.subject, "pinch") == 0 && e.to_state == TACTILE_STATE_ENDED) pinch_ended++;
            break;
        case TACTILE_EVENT_ACTION:
            printf("%8.4f  action   %-8s %s at (%.1f, %.1f)", e.t, e.subject, state_names[e.to_state], e.x, e.y);
            for (int i = 0; i < e.value_count; i++) printf(" %.4f", e.values[i]);
            printf("\n");
            if (strcmp(e.subject, "pinch") == 0) last_scale = e.values[0];
            break;
        default:
            printf("%8.4f  kind %d  %s\n", e.t, e.kind, e.json ? e.json : e.subject);
    }
}

/* The log as records with their JSON lines (tactile_session_next_event). */
static void drain(tactile_session *s) {
    tactile_event e;
    while (tactile_session_next_event(s, &e)) print_event(&e);
}

/* The log as records only, several at a time, no JSON text (tactile_session_read_events). */
static void drain_records(tactile_session *s) {
    tactile_event batch[8];
    size_t n;
    while ((n = tactile_session_read_events(s, batch, 8)) > 0) {
        for (size_t i = 0; i < n; i++) {
            if (batch[i].json == NULL) records_without_json++;
            print_event(&batch[i]);
        }
    }
}

static int feed(tactile_session *s, double t, const tactile_touch *touches, size_t n, void (*read)(tactile_session *)) {
    if (tactile_session_feed(s, t, touches, n) != 0) {
        fprintf(stderr, "feed failed: %s\n", tactile_last_error(NULL));
        return -1;
    }
    read(s);
    return 0;
}

int main(void) {
    tactile_builder *b = tactile_builder_create(320, 480);
    tactile_builder_add_view(b, "photo", NULL, 10, 40, 300, 300, TACTILE_VIEW_MULTIPLE_TOUCH);
    tactile_builder_add_recognizer(b, "doubleTap", "tap", "photo");
    tactile_builder_set_number(b, "doubleTap", "numberOfTapsRequired", 2);
    tactile_builder_add_recognizer(b, "tap", "tap", "photo");
    tactile_builder_require_to_fail(b, "tap", "doubleTap");
    tactile_builder_add_recognizer(b, "pinch", "pinch", "photo");
    tactile_session *s = tactile_builder_start(b);
    if (!s) {
        fprintf(stderr, "scene refused: %s\n", tactile_last_error(NULL));
        return 1;
    }

    /* A tap, then time passes so the double tap fails and the tap recognizes. */
    tactile_touch down = {1, TACTILE_PHASE_BEGAN, 160, 190, -1, -1};
    tactile_touch up = {1, TACTILE_PHASE_ENDED, 160, 190, -1, -1};
    if (feed(s, 0.00, &down, 1, drain) || feed(s, 0.08, &up, 1, drain)) return 1;
    if (tactile_session_feed_time(s, 1.0) != 0) return 1;
    drain(s);

    /* A pinch: two fingers 60 points apart spread to 120 points. Frames and
     * records only: no JSON text is written or read on this path. */
    tactile_touch two[2] = {{2, TACTILE_PHASE_BEGAN, 130, 190, -1, -1}, {3, TACTILE_PHASE_BEGAN, 190, 190, -1, -1}};
    if (feed(s, 1.50, two, 2, drain_records)) return 1;
    for (int i = 1; i <= 20; i++) {
        double d = 30 + 30.0 * i / 20;
        tactile_touch moved[2] = {{2, TACTILE_PHASE_MOVED, 160 - d, 190, -1, -1}, {3, TACTILE_PHASE_MOVED, 160 + d, 190, -1, -1}};
        if (feed(s, 1.50 + 0.016 * i, moved, 2, drain_records)) return 1;
    }
    tactile_touch lift[2] = {{2, TACTILE_PHASE_ENDED, 100, 190, -1, -1}, {3, TACTILE_PHASE_ENDED, 220, 190, -1, -1}};
    if (feed(s, 1.85, lift, 2, drain_records)) return 1;
    tactile_session_finish(s);
    drain_records(s);

    size_t length = 0;
    const char *line = tactile_session_last_trace_line(s, &length);
    printf("last trace line: %.*s\n", (int)length, line);
    tactile_session_destroy(s);

    int ok = taps == 1 && pinch_began == 1 && pinch_ended == 1 && fabs(last_scale - 2.0) < 0.05 && records_without_json > 20;
    printf("tap recognized %d, pinch began %d ended %d, final scale %.4f; %d records read without JSON\n",
           taps, pinch_began, pinch_ended, last_scale, records_without_json);

    /* The same scene as a document, and a document with an error. */
    size_t n = 0;
    const char *doc = tactile_builder_scene_json(b, &n);
    tactile_session *again = tactile_session_create(doc, n, "photo.json");
    if (!again) { fprintf(stderr, "document refused: %s\n", tactile_last_error(NULL)); ok = 0; }
    tactile_session_destroy(again);
    tactile_builder_destroy(b);

    const char *bad = "{\"window\": {\"width\": 320, \"height\": 480},\n"
                      " \"views\": [{\"id\": \"photo\", \"frame\": [0, 0, 100, 100]}],\n"
                      " \"recognizers\": [{\"id\": \"t\", \"type\": \"tap\", \"view\": \"foto\"}]}";
    if (tactile_session_create(bad, strlen(bad), "bad.json") != NULL) ok = 0;
    const char *error = tactile_last_error(NULL);
    printf("bad scene: %s\n", error);
    if (strcmp(error, "bad.json:3:53: recognizers[0].view: unknown view id \"foto\"") != 0) ok = 0;

    printf(ok ? "c-example: ok\n" : "c-example: FAILED\n");
    return ok ? 0 : 1;
}
