// See CCurl.h. libcurl's declarations below are those of curl/curl.h and curl/easy.h (libcurl 7.x and
// 8.x, soname libcurl.so.4), reduced to what one POST needs.

#include "CCurl.h"
#include "CSharedLibrary.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void CURL;
typedef int CURLcode;
typedef long long curl_off_t;
struct curl_slist;
typedef size_t (*curl_write_callback)(char *data, size_t size, size_t count, void *user);

// Option numbers: a type base (long 0, object pointer 10000, function pointer 20000, curl_off_t
// 30000) plus the option's number.
enum {
    CURLOPT_WRITEDATA = 10001,
    CURLOPT_URL = 10002,
    CURLOPT_ERRORBUFFER = 10010,
    CURLOPT_WRITEFUNCTION = 20011,
    CURLOPT_POSTFIELDS = 10015,
    CURLOPT_HTTPHEADER = 10023,
    CURLOPT_HEADERDATA = 10029,
    CURLOPT_POST = 47,
    CURLOPT_HEADERFUNCTION = 20079,
    CURLOPT_NOSIGNAL = 99,
    CURLOPT_TIMEOUT_MS = 155,
    CURLOPT_POSTFIELDSIZE_LARGE = 30120,
    CURLINFO_RESPONSE_CODE = 0x200000 + 2,
    CURL_GLOBAL_DEFAULT = 3,
    CURL_ERROR_SIZE = 256,
};
_Static_assert(sizeof(((struct rv_curl_exchange *)0)->failure) >= CURL_ERROR_SIZE, "room for libcurl's message");

#define RV_CURL_FUNCTIONS(X) \
    X(curl_global_init, CURLcode, (long flags)) \
    X(curl_version, char *, (void)) \
    X(curl_easy_init, CURL *, (void)) \
    X(curl_easy_setopt, CURLcode, (CURL *handle, int option, ...)) \
    X(curl_easy_perform, CURLcode, (CURL *handle)) \
    X(curl_easy_getinfo, CURLcode, (CURL *handle, int info, ...)) \
    X(curl_easy_cleanup, void, (CURL *handle)) \
    X(curl_easy_strerror, const char *, (CURLcode code)) \
    X(curl_slist_append, struct curl_slist *, (struct curl_slist *list, const char *line)) \
    X(curl_slist_free_all, void, (struct curl_slist *list))

#define RV_CURL_FIELD(name, result, parameters) result (*name) parameters;
struct rv_curl {
    RV_CURL_FUNCTIONS(RV_CURL_FIELD)
};
#undef RV_CURL_FIELD

#define RV_CURL_NAME(name, result, parameters) #name,
static const char *const names[] = {RV_CURL_FUNCTIONS(RV_CURL_NAME)};
#undef RV_CURL_NAME
_Static_assert(sizeof(struct rv_curl) == sizeof names, "one function pointer for every name");

const struct rv_curl *rv_curl_open(const char *soname, char *failure, size_t failureSize) {
    const struct rv_curl *curl = (const struct rv_curl *)rv_open_functions(
        soname, RTLD_LOCAL, names, sizeof names / sizeof *names, failure, failureSize);
    if (curl == NULL) return NULL;
    CURLcode code = curl->curl_global_init(CURL_GLOBAL_DEFAULT);
    if (code != 0) {
        snprintf(failure, failureSize, "%s could not be initialised: %s", soname, curl->curl_easy_strerror(code));
        return NULL;
    }
    return curl;
}

const char *rv_curl_version(const struct rv_curl *curl) { return curl->curl_version(); }

/// A growing buffer that libcurl writes into, cut off past `limit` bytes.
struct buffer {
    char *bytes;
    size_t length, capacity, limit;
};

static size_t append(char *data, size_t size, size_t count, void *user) {
    struct buffer *buffer = user;
    size_t length = size * count;
    if (length > buffer->limit - buffer->length) return 0; // libcurl stops with CURLE_WRITE_ERROR
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->length + length) capacity *= 2;
        char *bytes = realloc(buffer->bytes, capacity);
        if (bytes == NULL) return 0;
        buffer->bytes = bytes;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, length);
    buffer->length += length;
    return length;
}

void rv_curl_post(const struct rv_curl *curl, const char *url, const char *const *headers, size_t headerCount,
                  const void *body, size_t bodyLength, long timeoutMilliseconds, size_t maximumBodyLength,
                  struct rv_curl_exchange *exchange) {
    memset(exchange, 0, sizeof *exchange);
    struct buffer received = {.limit = maximumBodyLength}, headerLines = {.limit = 1 << 20};
    CURL *handle = curl->curl_easy_init();
    if (handle == NULL) {
        exchange->code = RV_CURL_OUT_OF_MEMORY;
        snprintf(exchange->failure, sizeof exchange->failure, "libcurl could not start a transfer");
        return;
    }
    // "Expect:" with no value: libcurl would otherwise ask for "100 Continue" before a large body
    // (over 1 MB in 7.88, over 1 KB in older releases) and wait up to a second for it.
    struct curl_slist *list = curl->curl_slist_append(NULL, "Expect:");
    for (size_t i = 0; list != NULL && i < headerCount; ++i) {
        struct curl_slist *longer = curl->curl_slist_append(list, headers[i]);
        if (longer == NULL) {
            curl->curl_slist_free_all(list);
            list = NULL;
        } else {
            list = longer;
        }
    }
    if (list == NULL) {
        curl->curl_easy_cleanup(handle);
        exchange->code = RV_CURL_OUT_OF_MEMORY;
        snprintf(exchange->failure, sizeof exchange->failure, "no memory for the request's headers");
        return;
    }
    curl->curl_easy_setopt(handle, CURLOPT_ERRORBUFFER, exchange->failure);
    curl->curl_easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl->curl_easy_setopt(handle, CURLOPT_URL, url);
    curl->curl_easy_setopt(handle, CURLOPT_POST, 1L);
    curl->curl_easy_setopt(handle, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)bodyLength);
    curl->curl_easy_setopt(handle, CURLOPT_POSTFIELDS, bodyLength ? body : "");
    curl->curl_easy_setopt(handle, CURLOPT_HTTPHEADER, list);
    curl->curl_easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeoutMilliseconds);
    curl->curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, (curl_write_callback)append);
    curl->curl_easy_setopt(handle, CURLOPT_WRITEDATA, &received);
    curl->curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, (curl_write_callback)append);
    curl->curl_easy_setopt(handle, CURLOPT_HEADERDATA, &headerLines);
    exchange->code = curl->curl_easy_perform(handle);
    if (exchange->code == 0) {
        curl->curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &exchange->status);
    } else if (exchange->failure[0] == '\0') {
        snprintf(exchange->failure, sizeof exchange->failure, "%s", curl->curl_easy_strerror(exchange->code));
    }
    curl->curl_easy_cleanup(handle);
    curl->curl_slist_free_all(list);
    exchange->body = received.bytes;
    exchange->bodyLength = received.length;
    exchange->headers = headerLines.bytes;
    exchange->headersLength = headerLines.length;
}

void rv_curl_exchange_free(struct rv_curl_exchange *exchange) {
    free(exchange->body);
    free(exchange->headers);
    exchange->body = exchange->headers = NULL;
    exchange->bodyLength = exchange->headersLength = 0;
}
