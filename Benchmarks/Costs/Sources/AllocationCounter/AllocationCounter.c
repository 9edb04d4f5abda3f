/*
 * A malloc counter linked into a harness executable: its malloc family takes
 * precedence over glibc's for the whole process (the Swift runtime included)
 * and forwards to glibc's __libc_* entry points. allocation_count() counts
 * allocation calls (malloc, calloc, realloc, posix_memalign, aligned_alloc,
 * memalign). One thread only (the harnesses are single-threaded).
 */
#include <stddef.h>
#include <errno.h>
#include "AllocationCounter.h"

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static unsigned long long allocations;

unsigned long long allocation_count(void) { return allocations; }

static void *note(void *p) { if (p) allocations++; return p; }

void *malloc(size_t n) { return note(__libc_malloc(n)); }
void *calloc(size_t a, size_t b) { return note(__libc_calloc(a, b)); }
void *memalign(size_t al, size_t n) { return note(__libc_memalign(al, n)); }
void *aligned_alloc(size_t al, size_t n) { return note(__libc_memalign(al, n)); }
int posix_memalign(void **out, size_t al, size_t n) {
    void *p = __libc_memalign(al, n);
    if (!p) return ENOMEM;
    *out = note(p);
    return 0;
}
void free(void *p) { __libc_free(p); }
void *realloc(void *p, size_t n) { return p ? note(__libc_realloc(p, n)) : malloc(n); }
