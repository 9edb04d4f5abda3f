/*
 * Moved samples through the C interface, natively: the loops of
 * scripts/browser-bench.mjs (the photo-viewer scene, one finger panning the
 * pager), for the wasm/native ratio in the README. Path "records" (default):
 * tactile_touch frames in, tactile_event records out every 100 samples, no
 * JSON text; path "jsonl": each frame's trace line written and the log read
 * as JSON Lines, as the playground page does.
 * Usage: bench_moved_samples SCENE.json [SAMPLES] [records|jsonl]
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tactile.h"

static tactile_session *session;
static double t = 0;
static int jsonl = 0;
static long actions = 0;

static void feed(int32_t phase, double x, double y) {
    tactile_touch touch = {1, phase, x, y, -1, -1};
    t += 0.008;
    if (tactile_session_feed(session, t, &touch, 1) != 0) {
        fprintf(stderr, "frame refused: %s\n", tactile_last_error(NULL));
        exit(1);
    }
    if (jsonl) tactile_session_last_trace_line(session, NULL);
}

static void read_log(void) {
    if (jsonl) { tactile_session_read_jsonl(session, NULL); return; }
    tactile_event batch[64];
    size_t n;
    while ((n = tactile_session_read_events(session, batch, 64)) > 0)
        for (size_t i = 0; i < n; i++) actions += batch[i].kind == TACTILE_EVENT_ACTION;
}

static void run(int n) {
    for (int i = 0; i < n; i++) {
        feed(TACTILE_PHASE_MOVED, 100 + 150 * fabs(sin(i / 50.0)), 300 + (i % 7));
        if (i % 100 == 99) read_log();
    }
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s SCENE.json [SAMPLES] [records|jsonl]\n", argv[0]); return 2; }
    int samples = argc > 2 ? atoi(argv[2]) : 20000;
    jsonl = argc > 3 && strcmp(argv[3], "jsonl") == 0;
    FILE *f = fopen(argv[1], "rb");
    if (!f) { perror(argv[1]); return 2; }
    static char text[1 << 20];
    size_t n = fread(text, 1, sizeof text, f);
    fclose(f);
    /* The records path needs no log text: velocities at a gesture's end only. */
    session = tactile_session_create_with_options(text, n, argv[1], jsonl ? 0 : TACTILE_SESSION_RECORDS_ONLY);
    if (!session) { fprintf(stderr, "%s\n", tactile_last_error(NULL)); return 2; }
    feed(TACTILE_PHASE_BEGAN, 100, 300);
    run(20000);  /* the same warm-up as browser-bench.mjs */
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    run(samples);
    clock_gettime(CLOCK_MONOTONIC, &b);
    double ns = ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / samples;
    printf("native (%s): %d moved samples, %.2f µs per moved sample\n", jsonl ? "jsonl" : "records", samples, ns / 1000);
    tactile_session_destroy(session);
    return 0;
}
