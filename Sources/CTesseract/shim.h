#pragma once
#include <tesseract/capi.h>
