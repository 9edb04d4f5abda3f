/*
 * tactile.h — the C interface of the Tactile touch engine (docs/c-api.md).
 *
 * A session is a running scene: the views and gesture recognizers of a scene
 * document (docs/formats.md, "Scene"), or of one built call by call, driven
 * by input frames and time, writing an event log — view callbacks,
 * recognizer state changes, actions with their values — that the host reads
 * as JSON Lines or as structured records. It is the engine `tactile replay`
 * runs: the same scene and frames give the same log, byte for byte.
 *
 * Conventions
 * - Handles are opaque; every `*_create`/`*_start` has a matching `*_destroy`.
 * - Functions returning int32_t give 0 on success and -1 on failure; then
 *   tactile_last_error() says why (`FILE:LINE:COL: PATH: reason` for scene and
 *   frame errors, as the command-line tool prints them). Bad input never
 *   crashes the engine.
 * - Strings are UTF-8. Strings the library returns stay valid until the next
 *   call that returns a string of the same kind on the same handle (or
 *   until the handle is destroyed); copy them to keep them.
 * - Times are seconds on the host's clock (monotonic, never decreasing);
 *   coordinates are points in the window, origin at the top left.
 * - Single-threaded: call a session from one thread at a time.
 */
#ifndef TACTILE_H
#define TACTILE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tactile_session tactile_session;
typedef struct tactile_builder tactile_builder;

/* Phases of a touch sample (UIKit's UITouch.Phase). */
enum tactile_phase {
    TACTILE_PHASE_BEGAN = 0,
    TACTILE_PHASE_MOVED = 1,
    TACTILE_PHASE_STATIONARY = 2,
    TACTILE_PHASE_ENDED = 3,
    TACTILE_PHASE_CANCELLED = 4
};

/* One contact of an input frame. Contacts not listed in a frame are unchanged. */
typedef struct tactile_touch {
    int32_t id;     /* the host's contact id, stable while the finger is down */
    int32_t phase;  /* enum tactile_phase */
    double x, y;    /* window points */
    double force;   /* 1 = an average touch; negative: unknown */
    double radius;  /* contact radius in points; negative: unknown */
} tactile_touch;

/* Kinds of log events (docs/formats.md, "Log"). */
enum tactile_event_kind {
    TACTILE_EVENT_TOUCHES = 0,    /* a view received touchesBegan/Moved/Ended/Cancelled */
    TACTILE_EVENT_STATE = 1,      /* a recognizer changed state */
    TACTILE_EVENT_ACTION = 2,     /* a recognizer's actions fired */
    TACTILE_EVENT_ROUTE = 3,      /* scenes with applications: a routing decision */
    TACTILE_EVENT_SYSTEM = 4,     /* scenes with applications: a system gesture handler ran */
    TACTILE_EVENT_MODE = 5,       /* the operating mode changed */
    TACTILE_EVENT_DEFINITION = 6, /* a recognizer's gesture definition changed */
    TACTILE_EVENT_ANIMATION = 7,  /* a view animation started, advanced one frame, or stopped (values: fraction, value) */
    TACTILE_EVENT_SCROLL = 8,     /* a scroll view's offset or phase changed (x, y: offset; values: velocity) */
    TACTILE_EVENT_ZOOM = 9,       /* a scroll view's zoom scale changed (x, y: offset; values: scale) */
    TACTILE_EVENT_ACCESSIBILITY = 10 /* the screen reader: focus, speech, earcon, select, zoom or command (details in json) */
};

/* Recognizer states as the log names them. */
enum tactile_state {
    TACTILE_STATE_POSSIBLE = 0,
    TACTILE_STATE_BEGAN = 1,
    TACTILE_STATE_CHANGED = 2,
    TACTILE_STATE_ENDED = 3,       /* a continuous gesture ended */
    TACTILE_STATE_RECOGNIZED = 4,  /* a discrete gesture was recognized */
    TACTILE_STATE_CANCELLED = 5,
    TACTILE_STATE_FAILED = 6
};

/* One log event as a structured record. */
typedef struct tactile_event {
    double t;          /* when it happened (frame time or a timer's due time) */
    double x, y;       /* ACTION: the recognizer's location in the window */
    double values[6];  /* ACTION: the type's values in log order, vectors as two numbers:
                          pan: translation x, y, velocity x, y; pinch: scale, velocity;
                          rotation: rotation, velocity */
    int32_t kind;        /* enum tactile_event_kind */
    int32_t phase;       /* TOUCHES: enum tactile_phase; else -1 */
    int32_t from_state;  /* STATE: enum tactile_state; else -1 */
    int32_t to_state;    /* STATE: the new state; ACTION: the state the actions report; else -1 */
    int32_t touch_count; /* TOUCHES: touches delivered; ACTION: the recognizer's touches */
    int32_t value_count; /* ACTION: entries of values used */
    const char *subject; /* the view (TOUCHES), recognizer, owner (ROUTE) or mode (MODE);
                            valid until the session is destroyed */
    const char *json;    /* tactile_session_next_event: the event as its JSON Lines line
                            (no newline); tactile_session_read_events: NULL */
} tactile_event;

/* The reason the last failing call failed (empty if none); `length` may be NULL. */
const char *tactile_last_error(size_t *length);

/* ---- Sessions ---------------------------------------------------------- */

/* Reads a scene document (JSON, `length` bytes) and starts a session; NULL on
 * a bad scene (see tactile_last_error). `file_name` names it in errors (NULL:
 * "<scene>"). */
tactile_session *tactile_session_create(const char *scene_json, size_t length, const char *file_name);
/* Session options (tactile_session_create_with_options). */
enum {
    /* The session is read only as records (tactile_session_read_events): a
     * pan's, pinch's or rotation's velocity is estimated only for its ended and
     * cancelled actions (the value a fling needs), 0 in began and changed
     * records, as UIKit's velocity(in:) is computed when asked, not per touch;
     * tactile_session_read_jsonl (NULL) and tactile_session_next_event (0)
     * are refused, with tactile_last_error (their text would not be what
     * `tactile replay` writes). A changed -> changed STATE record (a
     * gesture in progress that moved, which its CHANGED action record or a
     * scroll view's SCROLL record reports) is left out. The recorded trace
     * lines are unchanged: a replay of them logs every velocity and state.
     * Records are written as the events happen; reading copies them. */
    TACTILE_SESSION_RECORDS_ONLY = 1
};
/* tactile_session_create with `options` (TACTILE_SESSION_* bits; 0: none). */
tactile_session *tactile_session_create_with_options(const char *scene_json, size_t length, const char *file_name,
                                                     uint32_t options);
void tactile_session_destroy(tactile_session *session);

/* Feeds one input frame at time `t`: the contacts that changed. No JSON text
 * is written or read: the frame is checked as a trace line is (times never
 * decrease; a contact begins only when up and moves or ends only while down;
 * values within the trace format's ranges) and its values are rounded as
 * its canonical trace line writes them (time to microseconds, positions,
 * force and radius to thousandths), so the engine sees what `tactile replay`
 * of that line sees. A bad frame is refused whole. */
int32_t tactile_session_feed(tactile_session *session, double t, const tactile_touch *touches, size_t count);
/* A time-only frame: time advances to `t`, due timers fire (recorded in a trace). */
int32_t tactile_session_feed_time(tactile_session *session, double t);
/* Feeds one line of a trace file (docs/formats.md, "Trace"). */
int32_t tactile_session_feed_trace_line(tactile_session *session, const char *line, size_t length);
/* The last frame fed, as its canonical trace line (written when asked): a
 * host records a trace that `tactile replay` replays to the same log. */
const char *tactile_session_last_trace_line(tactile_session *session, size_t *length);
/* Advances time to `t` without a frame (an idle tick; not part of a trace). */
void tactile_session_advance(tactile_session *session, double t);
/* Ends the session's input: fires every pending timer, up to 60 s after the last input (as a replay's end does). */
void tactile_session_finish(tactile_session *session);

/* The number of log events not read yet. */
size_t tactile_session_pending_events(tactile_session *session);
/* The unread events as JSON Lines (each ends in a newline); they count as read. */
const char *tactile_session_read_jsonl(tactile_session *session, size_t *length);
/* Fills `event` with the next unread event and returns 1, or returns 0 if none
 * (`json` is set: the event's JSON line is written); 0 in a records-only session. */
int32_t tactile_session_next_event(tactile_session *session, tactile_event *event);
/* Fills up to `capacity` records with the next unread events and returns how
 * many (0: none left); they count as read. No JSON text is written: `json`
 * is NULL. With tactile_session_feed this is the host path without text. */
size_t tactile_session_read_events(tactile_session *session, tactile_event *events, size_t capacity);
/* The running scene as JSON: {"window": [w, h], "views": [{"id", "depth",
 * "hidden", "corners": [[x, y] x4]}], "scrollViews": [{"id", "depth", "hidden",
 * "corners", "contentOffset": [x, y], "contentSize": [w, h], "zoomScale",
 * "contentInset": {"top", "left", "bottom", "right"}}], "recognizers": [{"id",
 * "type", "view"}]} with corners in window points (transforms applied) and
 * each scroll view's state now (contentSize is the zoomed content's size). */
const char *tactile_session_describe(tactile_session *session, size_t *length);

/* ---- Changing a running screen (docs/c-api.md, "Changing a running screen") ----
 * Each call is one edit (docs/formats.md, "Edits") made at the session's time
 * (the last frame's, or a later tactile_session_advance), while touches may be
 * down, and is recorded as the trace line {"t": …, "edit": {…}} that
 * tactile_session_last_trace_line returns: `tactile replay` of the recorded
 * lines makes the same edits. Ids are scene ids; a refused edit (unknown or
 * duplicate id, a requireToFail cycle, a bad value) changes nothing and
 * returns -1. Scenes with applications cannot be edited. */

/* Adds a view with frame (x, y, width, height) in `parent_id` (NULL: the
 * window) at subview position `index` (-1: in front); `flags` as
 * tactile_view_flags. */
int32_t tactile_session_add_view(tactile_session *session, const char *id, const char *parent_id, int32_t index,
                                 double x, double y, double width, double height, uint32_t flags);
/* Adds a view given as a scene view object (JSON, `length` bytes), with its
 * children, scroll settings and so on (docs/formats.md, "View"). */
int32_t tactile_session_add_view_json(tactile_session *session, const char *parent_id, int32_t index,
                                      const char *view_json, size_t length);
/* Removes a view with its subviews and their recognizers. As in UIKit, the
 * touches on it are cancelled for it (touchesCancelled; its recognizers are
 * cancelled or fail); the fingers stay down for the rest of the screen. */
int32_t tactile_session_remove_view(tactile_session *session, const char *id);
/* Moves or resizes a view (its frame in its parent). */
int32_t tactile_session_set_view_frame(tactile_session *session, const char *id,
                                       double x, double y, double width, double height);
/* Sets a view's transform (about its centre). */
int32_t tactile_session_set_view_transform(tactile_session *session, const char *id,
                                           double a, double b, double c, double d, double tx, double ty);
/* Sets a view's four flags (tactile_view_flags). */
int32_t tactile_session_set_view_flags(tactile_session *session, const char *id, uint32_t flags);
/* Attaches a recognizer of `type` (as tactile_builder_add_recognizer) to a
 * view. `options_json` (NULL, or a JSON object of `length` bytes) holds more
 * scene recognizer properties: the type's parameters ("numberOfTapsRequired",
 * …), the common ones ("cancelsTouchesInView", …) and the delegate's answers
 * ("shouldBegin": false, "simultaneousWith": [ids], "requireToFail": [ids]). */
int32_t tactile_session_add_recognizer(tactile_session *session, const char *id, const char *type, const char *view_id,
                                       const char *options_json, size_t length);
/* Detaches a recognizer (cancelled, or failed, if it was recognizing). */
int32_t tactile_session_remove_recognizer(tactile_session *session, const char *id);
/* `id` waits for `other_id` to fail (requireToFail). */
int32_t tactile_session_require_to_fail(tactile_session *session, const char *id, const char *other_id);
/* The two recognizers may recognize at the same time. */
int32_t tactile_session_recognize_simultaneously(tactile_session *session, const char *id, const char *other_id);
/* A scroll view's content size and inset (top, left, bottom, right). */
int32_t tactile_session_set_scroll_content(tactile_session *session, const char *id, double width, double height,
                                           double top, double left, double bottom, double right);
/* A scroll view's zoom limits. */
int32_t tactile_session_set_zoom_limits(tactile_session *session, const char *id, double minimum, double maximum);
/* Any edit, as its edit object (JSON, `length` bytes; docs/formats.md, "Edits"). */
int32_t tactile_session_edit(tactile_session *session, const char *edit_json, size_t length);

/* What a host draws for one view: presentation values (running animations),
 * scroll offsets and zoom applied. */
typedef struct tactile_view_geometry {
    double bounds[4];         /* x, y, width, height: the box around the view in window points */
    double size[2];           /* the view's presented width and height */
    double transform[6];      /* a, b, c, d, tx, ty: maps the view's own rectangle (0…size[0], 0…size[1])
                                 to window points: (x, y) → (a x + c y + tx, b x + d y + ty) */
    double alpha;             /* opacity times every ancestor's */
    double clip[4];           /* x, y, width, height in window points, when flags has TACTILE_GEOMETRY_CLIPPED */
    double content_offset[2]; /* a scroll view's content offset, else 0 */
    double zoom_scale;        /* a scroll view's zoom scale, else 1 */
    int32_t depth;            /* 0: the window */
    int32_t parent;           /* the parent's index in the list, -1 for the window */
    uint32_t flags;           /* enum tactile_geometry_flags */
    int32_t reserved;
    const char *id;           /* the scene id ("window" for the window); valid until the session is destroyed */
} tactile_view_geometry;

enum tactile_geometry_flags {
    TACTILE_GEOMETRY_SCROLL = 1,  /* a scroll view */
    TACTILE_GEOMETRY_CLIPPED = 2  /* `clip` applies */
};

/* Fills up to `capacity` records with the drawn views (hidden ones left out),
 * parents first, back to front, and stores their number in `*count` (which may
 * exceed `capacity`: call again with more room). No JSON. */
int32_t tactile_session_read_geometry(tactile_session *session, tactile_view_geometry *views, size_t capacity,
                                      size_t *count);

/* ---- Building a scene call by call --------------------------------------- */

enum tactile_view_flags {
    TACTILE_VIEW_MULTIPLE_TOUCH = 1,   /* multipleTouchEnabled */
    TACTILE_VIEW_EXCLUSIVE_TOUCH = 2,  /* exclusiveTouch */
    TACTILE_VIEW_HIDDEN = 4,
    TACTILE_VIEW_NO_INTERACTION = 8    /* userInteractionEnabled = false */
};

/* A builder writes its calls as a scene document; tactile_builder_start reads
 * it with the scene reader, so every check and error message of a scene file
 * applies (errors name "<builder>" and the property). */
tactile_builder *tactile_builder_create(double width, double height);
void tactile_builder_destroy(tactile_builder *builder);
/* A view with frame (x, y, width, height) in its parent (NULL: the window). */
int32_t tactile_builder_add_view(tactile_builder *builder, const char *id, const char *parent_id,
                                 double x, double y, double width, double height, uint32_t flags);
/* A recognizer of `type` ("tap", "longPress", "pan", "swipe", "pinch",
 * "rotation", "screenEdgePan") on view `view_id`. */
int32_t tactile_builder_add_recognizer(tactile_builder *builder, const char *id, const char *type,
                                       const char *view_id);
/* A number or boolean property of a recognizer, by its scene key
 * ("numberOfTapsRequired", "minimumPressDuration", "cancelsTouchesInView", …). */
int32_t tactile_builder_set_number(tactile_builder *builder, const char *recognizer_id, const char *name, double value);
int32_t tactile_builder_set_bool(tactile_builder *builder, const char *recognizer_id, const char *name, int32_t value);
/* `recognizer_id` waits for `other_id` to fail (requireToFail). */
int32_t tactile_builder_require_to_fail(tactile_builder *builder, const char *recognizer_id, const char *other_id);
/* The two recognizers may recognize at the same time (simultaneousWith). */
int32_t tactile_builder_recognize_simultaneously(tactile_builder *builder, const char *recognizer_id,
                                                 const char *other_id);
/* The scene document written so far. */
const char *tactile_builder_scene_json(tactile_builder *builder, size_t *length);
/* Starts a session from the builder's scene; NULL if it is invalid. The
 * builder stays usable and must still be destroyed. */
tactile_session *tactile_builder_start(tactile_builder *builder);

/* ---- Memory (for WebAssembly hosts, which pass strings through the module's memory) */
void *tactile_alloc(size_t size);
void tactile_free(void *pointer);

#ifdef __cplusplus
}
#endif

#endif /* TACTILE_H */
