/*
 * What the Embedded Swift standard library leaves to the platform and
 * Tactile needs, for the Embedded Swift builds (scripts/build-wasm.sh,
 * scripts/c-example.sh). First, `Double(String)` (the JSON reader's numbers)
 * calls `_swift_stdlib_strtod_clocale`. This is it, on the C library's
 * `strtod` (the process never changes its locale, so "C" rules apply: a
 * full stop is the decimal separator). The ordinary Swift runtime has its own.
 */
double strtod(const char *text, char **end);

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
    char *end = 0;
    *result = strtod(text, &end);
    return end;
}

/*
 * 128-bit multiplication (`__multi3`, from compiler-rt's builtins, which the
 * toolchain does not ship for wasm32): Swift's full-width integer
 * arithmetic lowers to it there. Built from 64-bit products only, so it
 * cannot call itself.
 */
#if defined(__wasm32__)
typedef unsigned long long tactile_u64;
typedef union { __int128 value; tactile_u64 words[2]; } tactile_u128;

__int128 __multi3(__int128 a, __int128 b) {
    tactile_u128 x = {a}, y = {b}, r;
    tactile_u64 a0 = x.words[0] & 0xffffffffu, a1 = x.words[0] >> 32;
    tactile_u64 b0 = y.words[0] & 0xffffffffu, b1 = y.words[0] >> 32;
    tactile_u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    tactile_u64 mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    r.words[0] = (mid << 32) | (p00 & 0xffffffffu);
    r.words[1] = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32) + x.words[0] * y.words[1] + x.words[1] * y.words[0];
    return r.value;
}
#endif

/*
 * The hash seed: Swift's `Hasher` fills it with `arc4random_buf`. wasi-libc's
 * own (a ChaCha20 generator whose assertion drags in `fprintf` and all of
 * `printf`, about 14 KB of the module) is replaced by the WASI call it is
 * seeded from, `random_get`, so the module still imports just that.
 */
#if defined(__wasm32__)
typedef __SIZE_TYPE__ tactile_size;
__attribute__((import_module("wasi_snapshot_preview1"), import_name("random_get")))
unsigned short tactile_wasi_random_get(unsigned char *buffer, tactile_size length);

void arc4random_buf(void *buffer, tactile_size length) {
    (void)tactile_wasi_random_get((unsigned char *)buffer, length);
}
#endif
