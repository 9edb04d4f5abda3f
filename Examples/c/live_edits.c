/*
 * A C host that changes its screen while fingers are down (docs/c-api.md,
 * "Changing a running screen"): a list (a scroll view of rows, a tap on each
 * row) under a panel with its own tap. Finger 1 goes down on a row and
 * finger 2 on the panel; then, with both down, the host adds a row (with a
 * tap recognizer), removes the panel (finger 2's touches are cancelled for
 * it) and grows the list's content; finger 1 scrolls the list; both lift.
 *
 * It records every call as its trace line (tactile_session_last_trace_line),
 * then replays the recorded lines in a new session and checks that the log
 * is the same, byte for byte; it reads the drawn geometry (no JSON) and
 * checks the new row and the scroll offset, and the list in the description
 * (tactile_session_describe, JSON) with the same offset. With a directory argument it
 * writes live.scene.json, live.trace.jsonl and live.log.jsonl there, for
 * `tactile replay DIR/live.scene.json DIR/live.trace.jsonl --format jsonl`
 * to be compared with the log (scripts/c-example.sh does).
 * Exit status 0 when all holds.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tactile.h"

_Static_assert(sizeof(tactile_view_geometry) == 184, "tactile_view_geometry layout");
_Static_assert(offsetof(tactile_view_geometry, depth) == 160, "tactile_view_geometry layout");

static const char scene[] =
    "{\"window\": {\"width\": 320, \"height\": 480},\n"
    " \"views\": [\n"
    "  {\"id\": \"list\", \"frame\": [0, 0, 320, 400], \"scroll\": {\"contentSize\": [320, 480]},\n"
    "   \"children\": [\n"
    "    {\"id\": \"row0\", \"frame\": [0, 0, 320, 120]}, {\"id\": \"row1\", \"frame\": [0, 120, 320, 120]},\n"
    "    {\"id\": \"row2\", \"frame\": [0, 240, 320, 120]}, {\"id\": \"row3\", \"frame\": [0, 360, 320, 120]}]},\n"
    "  {\"id\": \"panel\", \"frame\": [0, 400, 320, 80]}],\n"
    " \"recognizers\": [\n"
    "  {\"id\": \"row1Tap\", \"type\": \"tap\", \"view\": \"row1\"},\n"
    "  {\"id\": \"panelTap\", \"type\": \"tap\", \"view\": \"panel\"}]}\n";

/* A growing text buffer. */
typedef struct { char *text; size_t length, capacity; } buffer;

static void append(buffer *b, const char *s, size_t n) {
    if (b->length + n + 1 > b->capacity) {
        b->capacity = (b->length + n + 1) * 2;
        b->text = realloc(b->text, b->capacity);
        if (!b->text) { perror("realloc"); exit(1); }
    }
    memcpy(b->text + b->length, s, n);
    b->length += n;
    b->text[b->length] = 0;
}

static buffer trace, live_log;
static int failures = 0;

static void check(int ok, const char *what) {
    if (!ok) { fprintf(stderr, "live_edits: FAILED: %s (%s)\n", what, tactile_last_error(NULL)); failures++; }
}

/* After each call: keep its trace line and the events it caused. */
static void record(tactile_session *s, int result, const char *what) {
    check(result == 0, what);
    size_t n = 0;
    const char *line = tactile_session_last_trace_line(s, &n);
    append(&trace, line, n);
    append(&trace, "\n", 1);
    const char *jsonl = tactile_session_read_jsonl(s, &n);
    append(&live_log, jsonl, n);
}

static int feed(tactile_session *s, double t, int id, int phase, double x, double y) {
    tactile_touch touch = {id, phase, x, y, -1, -1};
    return tactile_session_feed(s, t, &touch, 1);
}

static void write_file(const char *dir, const char *name, const char *text, size_t length) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(text, 1, length, f) != length || fclose(f) != 0) { perror(path); exit(1); }
}

static int contains(const buffer *b, const char *needle) { return b->text && strstr(b->text, needle) != NULL; }

int main(int argc, char **argv) {
    tactile_session *s = tactile_session_create(scene, strlen(scene), "live.scene.json");
    check(s != NULL, "the scene starts");
    if (!s) return 1;

    record(s, feed(s, 0.0, 1, TACTILE_PHASE_BEGAN, 160, 180), "finger 1 down on row1");
    record(s, feed(s, 0.01, 2, TACTILE_PHASE_BEGAN, 160, 440), "finger 2 down on the panel");
    /* Both fingers down: add a row with a double tap, remove the panel under finger 2, grow the list. */
    record(s, tactile_session_add_view(s, "row4", "list", -1, 0, 480, 320, 120, 0), "add row4");
    const char options[] = "{\"numberOfTapsRequired\": 2, \"requireToFail\": [\"row1Tap\"]}";
    record(s, tactile_session_add_recognizer(s, "row4Tap", "tap", "row4", options, strlen(options)), "a tap on row4");
    record(s, tactile_session_remove_view(s, "panel"), "remove the panel under finger 2");
    record(s, tactile_session_set_scroll_content(s, "list", 320, 600, 0, 0, 0, 0), "grow the list");
    /* Refused edits change nothing and are not recorded. */
    check(tactile_session_remove_view(s, "panel") == -1, "removing the panel twice is refused");
    check(strstr(tactile_last_error(NULL), "unknown view id") != NULL, "the error names the unknown id");
    check(tactile_session_add_view(s, "row0", NULL, -1, 0, 0, 10, 10, 0) == -1, "a duplicate id is refused");
    check(tactile_session_require_to_fail(s, "row1Tap", "row4Tap") == -1, "a requireToFail cycle is refused");
    check(tactile_session_set_view_frame(NULL, "row0", 0, 0, 1, 1) == -1, "a null session is refused");

    /* Finger 1 scrolls the list up by 100 points, then both lift. */
    for (int i = 1; i <= 10; i++) {
        record(s, feed(s, 0.01 + i / 60.0, 1, TACTILE_PHASE_MOVED, 160, 180 - 10 * i), "finger 1 moves");
    }
    record(s, feed(s, 0.2, 1, TACTILE_PHASE_ENDED, 160, 80), "finger 1 lifts");
    record(s, feed(s, 0.21, 2, TACTILE_PHASE_ENDED, 160, 440), "finger 2 lifts");

    /* The geometry a host draws: no panel; row4 in the list, scrolled with it. */
    tactile_view_geometry views[16];
    size_t count = 0;
    check(tactile_session_read_geometry(s, views, 16, &count) == 0, "read the geometry");
    int saw_row4 = 0, saw_panel = 0;
    double list_offset = -1;
    for (size_t i = 0; i < count && i < 16; i++) {
        const tactile_view_geometry *g = &views[i];
        if (strcmp(g->id, "panel") == 0) saw_panel = 1;
        if (strcmp(g->id, "list") == 0) list_offset = g->content_offset[1];
        if (strcmp(g->id, "row4") == 0) {
            saw_row4 = 1;
            check(g->bounds[2] == 320 && g->bounds[3] == 120, "row4 is 320 x 120");
            check(g->bounds[1] == 480 - list_offset, "row4 moves with the list's offset");
            check(g->depth == 2 && g->transform[0] == 1, "row4 is the list's child, not transformed");
        }
    }
    check(count == 7, "window, list, five rows");
    check(saw_row4 && !saw_panel, "row4 drawn, the panel gone");
    check(list_offset > 50, "the list scrolled");
    /* The description a host reads (JSON): the list among the scroll views, with its state now. */
    const char *description = tactile_session_describe(s, NULL);
    const char *list = description ? strstr(description, "\"scrollViews\": [{\"id\": \"list\", \"depth\": 1, ") : NULL;
    const char *offset = list ? strstr(list, "\"contentOffset\": [") : NULL;
    double described_x = -1, described_y = -1;
    check(offset && sscanf(offset, "\"contentOffset\": [%lf, %lf]", &described_x, &described_y) == 2, "the list is described");
    check(described_x == 0 && described_y > list_offset - 0.006 && described_y < list_offset + 0.006,
          "its content offset is the drawn one");
    const char rest_of_list[] = ", \"contentSize\": [320, 600], \"zoomScale\": 1, "
                                "\"contentInset\": {\"top\": 0, \"left\": 0, \"bottom\": 0, \"right\": 0}}";
    check(offset && strncmp(strchr(offset, ']') + 1, rest_of_list, strlen(rest_of_list)) == 0,
          "its content size is the grown one, zoom scale 1, no inset");
    check(contains(&live_log, "\"view\": \"panel\", \"phase\": \"cancelled\""), "the panel's touches were cancelled");
    check(!contains(&live_log, "\"recognizer\": \"panelTap\", \"from\": \"possible\", \"to\": \"recognized\""),
          "the panel's tap did not recognize");
    tactile_session_finish(s);
    size_t n = 0;
    const char *rest = tactile_session_read_jsonl(s, &n);
    append(&live_log, rest, n);
    tactile_session_destroy(s);

    /* The recorded trace, replayed in a new session, gives the same log. */
    tactile_session *r = tactile_session_create(scene, strlen(scene), "live.scene.json");
    buffer replay_log = {0};
    char *line = trace.text;
    while (line && *line) {
        char *end = strchr(line, '\n');
        check(tactile_session_feed_trace_line(r, line, (size_t)(end - line)) == 0, "a recorded line replays");
        line = end + 1;
    }
    tactile_session_finish(r);
    const char *replayed = tactile_session_read_jsonl(r, &n);
    append(&replay_log, replayed, n);
    tactile_session_destroy(r);
    check(replay_log.length == live_log.length && memcmp(replay_log.text, live_log.text, live_log.length) == 0,
          "the replay of the recorded trace logs the same events");

    if (argc > 1) {
        write_file(argv[1], "live.scene.json", scene, strlen(scene));
        write_file(argv[1], "live.trace.jsonl", trace.text, trace.length);
        write_file(argv[1], "live.log.jsonl", live_log.text, live_log.length);
    }
    printf("%s", trace.text);
    size_t lines = 0;
    for (size_t i = 0; i < trace.length; i++) lines += trace.text[i] == '\n';
    printf("live_edits: %zu trace lines, %zu log bytes, %s\n", lines, live_log.length,
           failures ? "FAILED" : "the same log live and replayed");
    return failures ? 1 : 0;
}
