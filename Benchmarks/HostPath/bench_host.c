/*
 * The C interface's per-sample cost (include/tactile.h), for callgrind:
 *   valgrind --tool=callgrind --toggle-collect='*perfMeasured*' ./bench_host SCENE INPUT PATH [N]
 * Only perfMeasured() is counted: N input frames (and the log reads among them).
 *
 * INPUT (what the fingers do; all frames built from plain numbers in the loop):
 *   s1     the core's s1 input (PerfInput.drag): down at (400,400), moves 8.33 ms apart,
 *          first 20 pt away, then wandering x 420..500, y 400..460; a warm-up gesture of
 *          N moves first, then the measured gesture's N moves (default N 1000).
 *   pager  scripts/browser-bench.mjs's loop: one finger, t += 8 ms, x = 100 + 150|sin(i/50)|,
 *          y = 300 + i % 7; 20,000 warm-up samples, then N measured (default 5000).
 *   pinch  two fingers about (195,422) on a horizontal line, 120 Hz, their distance
 *          160 + 90 sin(2 pi i / 240) (a pinch in and out every 2 s); 2,000 warm-up
 *          frames, then N measured (default 5000).
 *   tap    taps at (400,400), down and up 50 ms apart, 1 s apart; 50 warm-up, N measured
 *          (default 1000); the unit is a tap (two frames).
 *   drag   for a vertical list (Examples/inbox-fling.scene.json): down at (200,500), 120 Hz
 *          moves at x 200, y = 480 - tri(i, 122, 60) (the list scrolls by 10..70 pt); a warm-up
 *          gesture of N moves, then the measured gesture's N moves (default 1000).
 *   fling  for the same list: flings of 6 moves 25 pt apart at 120 Hz, alternately up and
 *          down; after each release, 30 ticks of tactile_session_advance 1/60 s apart are
 *          measured (the content decelerating), then 5 s of advances unmeasured (rest, fade).
 *          The unit is one advance (a frame-clock tick); N ticks (default 1500).
 * PATH (what the host does per frame):
 *   records   tactile_session_feed (structured), tactile_session_read_events every 100 frames,
 *             in a session made with TACTILE_SESSION_RECORDS_ONLY (velocities at the end only)
 *   allrecords the same in a default session (every action record with its velocity)
 *   jsonl     + tactile_session_last_trace_line every frame, the log read with
 *             tactile_session_read_jsonl every 100 frames (the playground page's path)
 *   lines     tactile_session_feed_trace_line (the frame's JSON line, written by this
 *             harness before the measured loop), tactile_session_read_jsonl every 100
 *   next      tactile_session_feed, tactile_session_next_event (record + JSON line) every 100
 *   feed      tactile_session_feed; the log read with read_events every 100 frames but
 *             outside the measured function (perfMeasured runs per 100-frame batch)
 * Prints: frames, log events read, allocation calls (Tests/TactileAllocationCounting) per unit.
 * (Used by scripts/host-path.sh; docs/performance.md.)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tactile.h"
static int fling_main(long n, int wall);

#include "TactileAllocationCounting.h"  /* Tests/TactileAllocationCounting/AllocationCounting.c, or allocation_count_stub.c */

static tactile_session *session;
static int path;            /* 0 records, 1 jsonl, 2 lines, 3 next, 4 feed */
static long events_read, actions_read;
static size_t jsonl_bytes;
enum { MAXF = 2 };

typedef struct { double t; int n; tactile_touch touches[MAXF]; char *line; } frame;

static char *trace_line(const frame *f) {
    static const char *names[] = {"began", "moved", "stationary", "ended", "cancelled"};
    char buf[512];
    int k = snprintf(buf, sizeof buf, "{\"t\": %.6f, \"touches\": [", f->t);
    for (int i = 0; i < f->n; i++)
        k += snprintf(buf + k, sizeof buf - k, "%s{\"id\": %d, \"phase\": \"%s\", \"x\": %.3f, \"y\": %.3f}",
                      i ? ", " : "", f->touches[i].id, names[f->touches[i].phase], f->touches[i].x, f->touches[i].y);
    snprintf(buf + k, sizeof buf - k, "]}");
    return strdup(buf);
}

static void read_log(void) {
    if (path == 1 || path == 2) {
        size_t len = 0;
        tactile_session_read_jsonl(session, &len);
        jsonl_bytes += len;
        return;
    }
    if (path == 3) {
        tactile_event e;
        while (tactile_session_next_event(session, &e)) { events_read++; actions_read += e.kind == TACTILE_EVENT_ACTION; }
        return;
    }
    tactile_event batch[64];
    size_t n;
    while ((n = tactile_session_read_events(session, batch, 64)) > 0)
        for (size_t i = 0; i < n; i++) { events_read++; actions_read += batch[i].kind == TACTILE_EVENT_ACTION; }
}

static void feed(const frame *f) {
    int rc;
    if (path == 2) rc = tactile_session_feed_trace_line(session, f->line, strlen(f->line));
    else rc = tactile_session_feed(session, f->t, f->touches, (size_t)f->n);
    if (rc != 0) { fprintf(stderr, "frame refused: %s\n", tactile_last_error(NULL)); exit(1); }
    if (path == 1) tactile_session_last_trace_line(session, NULL);
}

static frame *frames;
static long nframes, batch_start, batch_end;

static void run_range(long a, long b) {
    for (long i = a; i < b; i++) {
        feed(&frames[i]);
        if (path != 4 && i % 100 == 99) read_log();
    }
}

__attribute__((noinline)) void perfMeasured(void) { run_range(batch_start, batch_end); }
static void run_ticks(void);
/* The fling input's measured call (also matched by --toggle-collect='*perfMeasured*'). */
__attribute__((noinline)) void perfMeasured2(void) { run_ticks(); }

static frame one(double t, int id, int phase, double x, double y) {
    frame f = {t, 1, {{id, phase, x, y, -1, -1}}, NULL};
    return f;
}

static double tri(long i, long period, double amp) {
    long half = period / 2, k = i % period;
    double f = k < half ? (double)k : (double)(period - k);
    return amp * f / (double)half;
}

static int read_file(const char *p, char **out, size_t *len) {
    FILE *f = fopen(p, "rb");
    if (!f) return -1;
    fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
    *out = malloc((size_t)n + 1); *len = fread(*out, 1, (size_t)n, f); (*out)[*len] = 0; fclose(f);
    return 0;
}

static double now_ns(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts.tv_sec * 1e9 + ts.tv_nsec; }

/* fling: ticks measured per batch of 30 advances (and the log read after them). */
static double tick_t0;
static void run_ticks(void) {
    for (int k = 1; k <= 30; k++) tactile_session_advance(session, tick_t0 + k / 60.0);
    read_log();
}
static int fling_main(long n, int wall) {
    double t = 1;
    long measured = 0;
    unsigned long long allocs = 0;
    double ns = 0;
    for (long g = 0; measured < n + 60; g++) {  /* the first two flings are warm-up */
        int up = g % 2 == 0;
        double y0 = up ? 700 : 200;
        t += 1;
        frame f = one(t, 1, TACTILE_PHASE_BEGAN, 200, y0);
        feed(&f);
        for (int i = 1; i <= 6; i++) { t += 1 / 120.0; f = one(t, 1, TACTILE_PHASE_MOVED, 200, y0 + (up ? -25 : 25) * i); feed(&f); }
        t += 1 / 120.0; f = one(t, 1, TACTILE_PHASE_ENDED, 200, y0 + (up ? -175 : 175)); feed(&f);
        read_log();
        tick_t0 = t;
        if (g >= 2) {
            allocation_counting_begin(); double w0 = now_ns();
            batch_start = 0; batch_end = 0;
            perfMeasured2();
            ns += now_ns() - w0; allocs += allocation_counting_end();
        } else run_ticks();
        measured += 30;
        t += 0.5;
        for (int k = 1; k <= 300; k++) tactile_session_advance(session, t + k / 60.0);  /* rest and fade, unmeasured */
        t += 5;
        read_log();
    }
    long units = measured - 60;
    printf("fling: %ld ticks measured; log events read %ld; allocation calls %.2f per tick", units, events_read, (double)allocs / units);
    if (wall) printf("; wall %.3f us per tick", ns / units / 1000);
    printf("\n");
    tactile_session_destroy(session);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: %s SCENE s1|pager|pinch|tap records|allrecords|jsonl|lines|next|feed [N] [wall]\n", argv[0]); return 2; }
    const char *input = argv[2], *p = argv[3];
    int every = !strcmp(p, "allrecords");
    path = !strcmp(p, "records") || every ? 0 : !strcmp(p, "jsonl") ? 1 : !strcmp(p, "lines") ? 2 : !strcmp(p, "next") ? 3 : !strcmp(p, "feed") ? 4 : -1;
    if (path < 0) { fprintf(stderr, "unknown path %s\n", p); return 2; }
    int wall = argc > 5 && !strcmp(argv[5], "wall");
    char *text; size_t len;
    if (read_file(argv[1], &text, &len)) { perror(argv[1]); return 2; }
    session = tactile_session_create_with_options(text, len, argv[1],
                                                  (path == 0 || path == 4) && !every ? TACTILE_SESSION_RECORDS_ONLY : 0);
    if (!session) { fprintf(stderr, "%s\n", tactile_last_error(NULL)); return 2; }

    long n, warm;
    frame *all; long total = 0;
    const char *unit = "frame";
    int per_unit = 1;
    if (!strcmp(input, "s1")) {
        n = argc > 4 ? atol(argv[4]) : 1000;
        all = calloc((size_t)(2 * (n + 2)), sizeof(frame));
        double gap = n / 120.0 + 10 > 20 ? n / 120.0 + 20 : 20;  /* 20 s (PerfInput) unless the gestures would overlap */
        for (int g = 0; g < 2; g++) {
            double t0 = 10.0 + g * gap;
            all[total++] = one(t0, 1, TACTILE_PHASE_BEGAN, 400, 400);
            double lx = 0, ly = 0, lt = 0;
            for (long i = 1; i <= n; i++) {
                lx = 420 + tri(i - 1, 160, 80); ly = 400 + tri(i - 1, 122, 60); lt = t0 + i / 120.0;
                all[total++] = one(lt, 1, TACTILE_PHASE_MOVED, lx, ly);
            }
            all[total++] = one(lt + 1 / 120.0, 1, TACTILE_PHASE_ENDED, lx, ly);
        }
        warm = n + 3;          /* warm-up gesture and the measured gesture's down */
    } else if (!strcmp(input, "pager")) {
        n = argc > 4 ? atol(argv[4]) : 5000;
        warm = 20001;
        all = calloc((size_t)(warm + n), sizeof(frame));
        double t = 0;
        t += 0.008; all[total++] = one(t, 1, TACTILE_PHASE_BEGAN, 100, 300);
        for (long i = 0; i < 20000; i++) { t += 0.008; all[total++] = one(t, 1, TACTILE_PHASE_MOVED, 100 + 150 * fabs(sin(i / 50.0)), 300 + (i % 7)); }
        for (long i = 0; i < n; i++) { t += 0.008; all[total++] = one(t, 1, TACTILE_PHASE_MOVED, 100 + 150 * fabs(sin(i / 50.0)), 300 + (i % 7)); }
    } else if (!strcmp(input, "pinch")) {
        n = argc > 4 ? atol(argv[4]) : 5000;
        warm = 2001;
        all = calloc((size_t)(warm + n), sizeof(frame));
        for (long i = 0; i < warm + n; i++) {
            double t = 1.0 + i / 120.0, d = 160 + 90 * sin(2 * M_PI * (double)i / 240.0);
            int ph = i == 0 ? TACTILE_PHASE_BEGAN : TACTILE_PHASE_MOVED;
            frame f = {t, 2, {{1, ph, 195 - d / 2, 422, -1, -1}, {2, ph, 195 + d / 2, 422, -1, -1}}, NULL};
            all[total++] = f;
        }
    } else if (!strcmp(input, "tap")) {
        n = argc > 4 ? atol(argv[4]) : 1000;
        warm = 100;
        all = calloc((size_t)(2 * (50 + n)), sizeof(frame));
        for (long k = 0; k < 50 + n; k++) {
            double t = 1.0 + k;
            all[total++] = one(t, 1, TACTILE_PHASE_BEGAN, 400, 400);
            all[total++] = one(t + 0.05, 1, TACTILE_PHASE_ENDED, 400, 400);
        }
        unit = "tap"; per_unit = 2;
    } else if (!strcmp(input, "drag")) {
        n = argc > 4 ? atol(argv[4]) : 1000;
        all = calloc((size_t)(2 * (n + 2)), sizeof(frame));
        double gap = n / 120.0 + 10 > 20 ? n / 120.0 + 20 : 20;
        for (int g = 0; g < 2; g++) {
            double t0 = 10.0 + g * gap, lt = t0;
            all[total++] = one(t0, 1, TACTILE_PHASE_BEGAN, 200, 500);
            for (long i = 1; i <= n; i++) { lt = t0 + i / 120.0; all[total++] = one(lt, 1, TACTILE_PHASE_MOVED, 200, 480 - tri(i - 1, 122, 60)); }
            all[total++] = one(lt + 1 / 120.0, 1, TACTILE_PHASE_ENDED, 200, 480);
        }
        warm = n + 3;
    } else if (!strcmp(input, "fling")) {
        n = argc > 4 ? atol(argv[4]) : 1500;
        return fling_main(n, wall);
    } else { fprintf(stderr, "unknown input %s\n", input); return 2; }
    for (long i = 0; i < total; i++) {  /* the frames as trace lines, with the values rounded as the reader rounds them */
        frames = all;
        all[i].line = trace_line(&all[i]);
    }
    frames = all; nframes = total;
    long measured = !strcmp(input, "tap") ? 2 * n : n;

    run_range(0, warm);
    read_log();
    events_read = actions_read = 0; jsonl_bytes = 0;
    allocation_counting_begin();
    double t0 = now_ns();
    if (path == 4) {
        for (long b = warm; b < warm + measured; b += 100) {
            batch_start = b; batch_end = b + 100 < warm + measured ? b + 100 : warm + measured;
            perfMeasured();
            read_log();
        }
    } else {
        batch_start = warm; batch_end = warm + measured;
        perfMeasured();
    }
    double t1 = now_ns();
    unsigned long long allocations = allocation_counting_end();
    read_log();
    long units = measured / per_unit;
    printf("%s %s %s: %ld %ss measured; log events read %ld (actions %ld), jsonl bytes %zu; allocation calls %.2f per %s",
           argv[1], input, p, units, unit, events_read, actions_read, jsonl_bytes, (double)allocations / units, unit);
    if (wall) printf("; wall %.3f us per %s", (t1 - t0) / units / 1000, unit);
    printf("\n");
    for (long i = 0; i < total; i++) free(all[i].line);
    tactile_session_destroy(session);
    return 0;
}
