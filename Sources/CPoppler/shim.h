#pragma once
#include <poppler.h>
#include <cairo.h>
#include <cairo-pdf.h>
#include <glib.h>
