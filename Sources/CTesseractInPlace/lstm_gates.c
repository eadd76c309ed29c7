// The four gates of Tesseract's `LSTM::Forward` (src/lstm/lstm.cpp) for one time step: each a
// matrix product of the step's int8 inputs (the library's exported `WeightMatrix::MatrixDotVector`)
// followed by its activation, tanh for the cell input and the logistic for the input, forget and
// output gates. Tesseract runs them as an OpenMP `parallel sections` construct; Debian's build
// inlines the activations into the construct's outlined body, one value at a time with a branch on
// its sign: 13% of a batch's CPU on SROIE receipts (`perf`), against 11% for the matrix products.
// serial_openmp.c runs that body here instead (`rv_serial_openmp_substitute`), with the activations
// eight or four at a time (activations.h) and the products as before.
//
// The outlined body is local to the library, and what it reads — the construct's captured
// variables and the LSTM's fields — is known only from its machine code. So this runs only for the
// exact build read (Debian 12's libtesseract5 5.3.0-2): the body sits 0x140 bytes past the exported
// `LSTM::ResizeForward`, and its 1,872 bytes must hash to what they hashed to when read. There:
// - the captured variables are the LSTM, its `temp_lines` (one `NetworkScratch::FloatVec` of 0x18
//   bytes per gate, its data at 0x8), the float input and the time step `t` (0x0, 0x8, 0x10, 0x18);
// - the LSTM's `ns_` (the gates' width) is at 0x64, its 2-D flag at 0x6c, `gate_weights_` at 0x70
//   (0xf8 bytes each, in the order CI, GI, GF1, GO, GFS), and its `source_` tensor's int mode,
//   rows and row width at 0x590, 0x578 and 0x588.
// A float (`best`) model's steps, a construct of another number of sections, activations that
// differed from the library's at load (activations.c) or a test's switch leave the body to run.

#define _GNU_SOURCE
#include "CTesseractInPlace.h"
#include "CSerialOpenMP.h"
#include "activations.h"
#include "library.h"
#include "stride_map.h"

#include <dlfcn.h>
#include <stdint.h>
#include <string.h>

/// Where the outlined body is, and what its bytes hash to (FNV-1a, 64 bits) in the build read.
enum { bodyOffset = 0x140, bodyLength = 1872 };
static const uint64_t bodyHash = 0xa055eaf03f064f1fu;

/// The construct's captured variables.
typedef struct {
    const char *lstm;
    const char *tempLines;
    const void *floatInput;
    int t;
} Captured;

/// The LSTM's fields the body reads, and the gates in `gate_weights_`' and `temp_lines`' order.
enum {
    lstmCells = 0x64, lstm2D = 0x6c, lstmGateWeights = 0x70, weightMatrixSize = 0xf8,
    lstmSourceRows = 0x578, lstmSourceRowWidth = 0x588, lstmSourceIntMode = 0x590,
    floatVecSize = 0x18, floatVecData = 0x8,
};
enum { cellInput = 0, inputGate = 1, forgetGate = 2, outputGate = 3, forgetGate2D = 4 };

static bool checked = false, inPlace = false;



static void gate(const char *lstm, const char *tempLines, int which, const int8_t *input, int cells) {
    float *output = (float *)pointerAt(tempLines, (size_t)which * floatVecSize + floatVecData);
    rvMatrixDotVector(lstm + lstmGateWeights + which * weightMatrixSize, input, output);
    rvActivate(output, cells, which == cellInput ? tanhActivation : logisticActivation);
}

/// The construct's four sections for one time step, in their order; false (nothing done) when they
/// are left to the library's body.
static bool computeGates(void *data, unsigned sections) {
    if (!inPlace || sections != 4) return false;
    const Captured *captured = data;
    const char *lstm = captured->lstm;
    if (*(const bool *)(lstm + lstmSourceIntMode) == false) return false;
    const int8_t *input = (const int8_t *)pointerAt(lstm, lstmSourceRows)
        + (ptrdiff_t)(captured->t * intAt(lstm, lstmSourceRowWidth));
    const int cells = intAt(lstm, lstmCells);
    gate(lstm, captured->tempLines, cellInput, input, cells);
    gate(lstm, captured->tempLines, inputGate, input, cells);
    gate(lstm, captured->tempLines, forgetGate, input, cells);
    if (*(const bool *)(lstm + lstm2D)) gate(lstm, captured->tempLines, forgetGate2D, input, cells);
    gate(lstm, captured->tempLines, outputGate, input, cells);
    return true;
}

/// The outlined body, when the library's bytes there are the ones read; else NULL.
static void (*outlinedBody(void))(void *) {
    const unsigned char *resizeForward = dlsym(RTLD_DEFAULT, "_ZN9tesseract4LSTM13ResizeForwardERKNS_9NetworkIOE");
    if (resizeForward == NULL) return NULL;
    const unsigned char *body = resizeForward + bodyOffset;
    uint64_t hash = 0xcbf29ce484222325u;
    for (int i = 0; i < bodyLength; ++i) hash = (hash ^ body[i]) * 0x100000001b3u;
    return hash == bodyHash ? (void (*)(void *))body : NULL;
}

void substituteTheGates(void) {
    void (*body)(void *) = outlinedBody();
    checked = body != NULL && rvMatrixDotVector != NULL && rvActivationsAgree()
        && rv_serial_openmp_substitute(body, computeGates);
    inPlace = checked;
}

KEPT int rv_lstm_gates_in_place(void) { return checked && rv_serial_openmp_in_place(); }

void rv_lstm_gates_use_library(int useLibrary) { inPlace = !useLibrary && checked; }
