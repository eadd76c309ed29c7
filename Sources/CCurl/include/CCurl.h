// libcurl, opened when the Gemini refiner first sends a request instead of with the program: Swift's
// URLSession (FoundationNetworking) links libcurl and the ~25 libraries it needs (OpenSSL, GnuTLS,
// Kerberos, LDAP, SSH, RTMP…), and the dynamic loader's symbol lookups over them cost every command
// ~12 ms at start, refiner or not. libcurl's ABI (soname libcurl.so.4) has been stable since 2006: the
// few functions and option numbers used are declared in curl_exchange.c, so no curl header is needed.

#pragma once
#include <stddef.h>

/// libcurl's functions, opened once (opaque).
struct rv_curl;

/// What one exchange gave. `code` is libcurl's result (0: an HTTP answer arrived, whatever its
/// status); `failure` then holds libcurl's message. `headers` holds every header line received, as
/// sent ("HTTP/1.1 200 OK\r\n", "Retry-After: 1\r\n"…); `headers` and `body` are released with
/// `rv_curl_exchange_free`.
struct rv_curl_exchange {
    int code;
    long status;
    char *_Nullable headers;
    size_t headersLength;
    char *_Nullable body;
    size_t bodyLength;
    char failure[256];
};

/// The libcurl results a caller tells apart (libcurl's CURLE_ numbers).
enum {
    RV_CURL_OK = 0,
    RV_CURL_COULDNT_RESOLVE_PROXY = 5,
    RV_CURL_COULDNT_RESOLVE_HOST = 6,
    RV_CURL_COULDNT_CONNECT = 7,
    RV_CURL_WRITE_ERROR = 23,
    RV_CURL_OUT_OF_MEMORY = 27,
    RV_CURL_OPERATION_TIMEDOUT = 28,
};

/// Opens the shared library `soname`, looks up the functions used and initialises libcurl. Returns
/// them, or NULL with why in `failure`. Call it once (libcurl's global set-up is not for every
/// thread); the library stays for the life of the process.
const struct rv_curl *_Nullable rv_curl_open(const char *_Nonnull soname, char *_Nonnull failure, size_t failureSize);

/// libcurl's version line ("libcurl/7.88.1 OpenSSL/3.0.15 …").
const char *_Nonnull rv_curl_version(const struct rv_curl *_Nonnull curl);

/// POSTs `bodyLength` bytes of `body` to `url` with the `headerCount` header lines `headers`
/// ("Name: value"), waiting at most `timeoutMilliseconds` for the whole exchange, and fills
/// `exchange` (release it with `rv_curl_exchange_free`, whatever the result). No redirect is
/// followed and no signal is used (safe on any thread). An answer larger than `maximumBodyLength`
/// is cut off with RV_CURL_WRITE_ERROR.
void rv_curl_post(const struct rv_curl *_Nonnull curl, const char *_Nonnull url,
                  const char *_Nonnull const *_Nullable headers, size_t headerCount,
                  const void *_Nullable body, size_t bodyLength, long timeoutMilliseconds,
                  size_t maximumBodyLength, struct rv_curl_exchange *_Nonnull exchange);

/// Releases what `rv_curl_post` allocated in `exchange`.
void rv_curl_exchange_free(struct rv_curl_exchange *_Nonnull exchange);
