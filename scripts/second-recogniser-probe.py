#!/usr/bin/env python3
"""Would a second recogniser read what Tesseract does not? A study tool, not part of the product.

PP-OCRv4 (the `rapidocr-onnxruntime` package from PyPI: detection and recognition models under ONNX
Runtime, trained on real photos; it reads digits and Latin letters, not Hebrew) is run on every image
of a labelled set (PDFs are skipped) and its lines are cached with their boxes. Three steps:

  count   For the fields whose values are digits (date, total, subtotal, VAT amount, phone, company
          number, invoice number): how many labelled values stand in Tesseract's recognised text
          (`eval --words-out`), how many in PP-OCR's, and of the values the pipeline missed
          (`eval --records-out`), how many PP-OCR's text holds. The text is matched by digit forms:
          a date printed with a month's name in Hebrew is not found in either.
  splice  Writes each recording again with PP-OCR's numbers in place of Tesseract's: every PP-OCR
          line is mapped onto the page as the pipeline prepared it (the document's quad warped to the
          page, or the scale), its number tokens (on a Hebrew page digits alone; on a Latin page words
          with a digit) replace the words with digits under it in the row it overlaps, or make a row
          of their own. A sure Tesseract number (0.8 and up, five digits or more) that PP-OCR only
          lengthens stays. Pages turned a quarter are left as they were (not mapped).
  merge   Field by field, the spliced replay's value for the digit fields where the first replay
          gave none or one under --below; a value the first did not give is held under --cap (a
          second recogniser alone does not make it sure).
  tally   The digit fields right before and after, by variant (or folder), counts only.

    pip install rapidocr-onnxruntime
    scripts/eval-each.sh .build/release/receiptvault OUT check real dev
    P=scripts/second-recogniser-probe.py C=.build/release/calibrate L=../shared/corpus-foreign/check
    $P count $L OUT/check-words OUT/check-records --variant phone_photo --held-out
    $P splice $L OUT/check-words OUT/check-records SPLICED
    $C measure OUT/check-words $L --omits-unprinted --held-out --records-out A
    $C measure SPLICED $L --omits-unprinted --held-out --records-out B
    $P merge A B MERGED && $C compare A MERGED $L --held-out && $P tally $L A MERGED

--held-out prints counts only (no document). PP-OCR's lines are cached per document under --cache
(default /tmp/second-recogniser-cache/<settings>/<set folder>), so later steps only read them. One
ONNX Runtime thread, as Tesseract is run; `count` prints the seconds a page PP-OCR took when it made
the cache, and its recognition model's time for one 48 × 320 px text line.
"""
import argparse
import datetime
import glob
import json
import os
import re
import shutil
import sys
import tempfile
import time
from decimal import Decimal, InvalidOperation

FIELDS = ["date", "total", "subtotal", "vat_amount", "phone", "company_id", "invoice_number"]
AMOUNTS = {"total", "subtotal", "vat_amount"}
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    steps = parser.add_subparsers(dest="step", required=True)

    def labelled(step, help):
        sub = steps.add_parser(step, help=help)
        sub.add_argument("labels", help="a labelled folder (searched recursively for <id>.json with a 'file')")
        sub.add_argument("words", help="eval --words-out folder of that set")
        sub.add_argument("records", help="eval --records-out folder of that set")
        sub.add_argument("--cache", help="folder for PP-OCR's lines per document")
        sub.add_argument("--options", default="{}",
                         help="changes to rapidocr's config.yaml as JSON, section.key: value, e.g. "
                              "'{\"Det.limit_side_len\": 960, \"Global.use_cls\": false}' (each setting has its own cache)")
        return sub

    count = labelled("count", "where the labelled digit values stand: Tesseract's text, PP-OCR's")
    count.add_argument("--variant", help="only documents of this variant (corpus-foreign's labels)")
    count.add_argument("--held-out", action="store_true", help="print counts only, no document")
    splice = labelled("splice", "write the recordings again with PP-OCR's numbers spliced in")
    splice.add_argument("out", help="folder for the spliced recordings (for calibrate measure)")
    merge = steps.add_parser("merge", help="take the spliced replay's digit fields where the first is missing or unsure")
    merge.add_argument("first", help="records of the first replay (calibrate measure --records-out)")
    merge.add_argument("spliced", help="records of the spliced replay")
    merge.add_argument("out", help="folder for the merged records (for calibrate compare)")
    merge.add_argument("--below", type=float, default=0.9, help="a first value under this is replaced (0.9)")
    merge.add_argument("--cap", type=float, default=0.89,
                       help="the highest confidence a value only the spliced replay gives keeps (0.89)")
    tally = steps.add_parser("tally", help="digit fields right in two folders of records, by variant or folder")
    tally.add_argument("labels", help="the labelled folder")
    tally.add_argument("before", help="records before (calibrate measure --records-out)")
    tally.add_argument("after", help="records after (merge's output)")
    return parser.parse_args()


class SecondRecogniser:
    """rapidocr's PP-OCR pipeline with one ONNX Runtime thread and the given config changes."""

    def __init__(self, options):
        try:
            import rapidocr_onnxruntime
            import yaml
            from rapidocr_onnxruntime import RapidOCR
        except ImportError:
            sys.exit("second-recogniser-probe: needs rapidocr-onnxruntime: pip install rapidocr-onnxruntime")
        folder = os.path.dirname(rapidocr_onnxruntime.__file__)
        config = yaml.safe_load(open(os.path.join(folder, "config.yaml")))
        for section in ("Det", "Cls", "Rec"):
            config[section]["model_path"] = os.path.join(folder, config[section]["model_path"])
        for section in ("Global", "Det", "Cls", "Rec"):
            config[section]["intra_op_num_threads"] = config[section]["inter_op_num_threads"] = 1
        for key, value in options.items():
            section, name = key.split(".", 1)
            config[section][name] = value
        with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as out:
            yaml.safe_dump(config, out)
        self.engine = RapidOCR(config_path=out.name)
        os.unlink(out.name)

    def read(self, image):
        start = time.perf_counter()
        result, _ = self.engine(image)
        seconds = time.perf_counter() - start
        return {"seconds": seconds,
                "lines": [{"text": text, "confidence": float(confidence), "box": [[float(x), float(y)] for x, y in box]}
                          for box, text, confidence in (result or [])]}

    def line_milliseconds(self):
        import numpy
        session = self.engine.text_rec.session.session
        name = session.get_inputs()[0].name
        line = numpy.random.rand(1, 3, 48, 320).astype(numpy.float32)
        session.run(None, {name: line})
        start = time.perf_counter()
        for _ in range(20):
            session.run(None, {name: line})
        return (time.perf_counter() - start) / 20 * 1000


def labels(folder):
    """(name, label, path) of each label under the folder: a .json file naming its document's 'file'."""
    for path in sorted(glob.glob(os.path.join(folder, "**", "*.json"), recursive=True)):
        label = json.load(open(path))
        if isinstance(label, dict) and "file" in label:
            yield label.get("id") or os.path.splitext(os.path.basename(path))[0], label, path


class LabelledSet:
    """The images of a labelled folder with their recordings, records and PP-OCR readings (cached)."""

    def __init__(self, args):
        self.args = args
        self.options = json.loads(args.options)
        setting = "-".join(f"{key}={value}" for key, value in sorted(self.options.items())) or "defaults"
        self.cache = args.cache or os.path.join("/tmp/second-recogniser-cache", setting,
                                                os.path.basename(os.path.normpath(args.labels)))
        os.makedirs(self.cache, exist_ok=True)
        self.recogniser = None

    def documents(self, variant=None):
        """(name, label, image path, recording path, record path) of each image with both files."""
        for name, label, path in labels(self.args.labels):
            if variant and label.get("variant") != variant:
                continue
            words = os.path.join(self.args.words, name + ".json")
            record = os.path.join(self.args.records, name + ".json")
            if os.path.exists(words) and os.path.exists(record):
                yield name, label, os.path.join(os.path.dirname(path), label["file"]), words, record

    def second_reading(self, name, image):
        cached = os.path.join(self.cache, name + ".json")
        if not os.path.exists(cached):
            self.recogniser = self.recogniser or SecondRecogniser(self.options)
            with open(cached + ".tmp", "w") as out:
                json.dump(self.recogniser.read(image), out)
            os.replace(cached + ".tmp", cached)
        return json.load(open(cached))


def is_pdf(path):
    return path.lower().endswith(".pdf")


def digits(text):
    return re.sub(r"\D", "", text)


# count

def targets(field, value):
    """How the value may be printed: (kind, forms, date)."""
    if field == "date":
        try:
            date = datetime.date.fromisoformat(value)
        except ValueError:
            return None
        d, m, y = date.day, date.month, date.year
        return "date", [f"{d:02}{m:02}{y}", f"{d:02}{m:02}{y % 100:02}", f"{m:02}{d:02}{y}", f"{m:02}{d:02}{y % 100:02}",
                        f"{y}{m:02}{d:02}", f"{d}{m}{y}", f"{m}{d}{y}"], date
    if field in AMOUNTS:
        try:
            amount = Decimal(re.sub(r"[^0-9.\-]", "", value))
        except InvalidOperation:
            return None
        return "amount", [f"{abs(amount):.2f}"], None
    number = digits(value)
    return ("digits", [number], None) if len(number) >= 4 else None


def holds(lines, kind, forms, date):
    for line in lines:
        if kind == "amount":
            for token in re.findall(r"\d[\d,.]*[.,]\d\d", line):
                plain = token.replace(",", "") if re.search(r"\.\d\d$", token) else token.replace(".", "").replace(",", ".")
                if plain in forms:
                    return True
        elif kind == "date":
            if any(form in digits(line) for form in forms):
                return True
            lowered = line.lower()
            if MONTHS[date.month - 1] in lowered and str(date.year) in line \
                    and re.search(r"(?<!\d)0?%d(?!\d)" % date.day, line):
                return True
        elif forms[0] in digits(line):
            return True
    return False


def right(record, field, value):
    given = (record.get("fields") or {}).get(field)
    if not given:
        return False
    given = str(given["value"] if isinstance(given, dict) else given)
    if field == "date":
        return given == value
    if field in AMOUNTS:
        try:
            return Decimal(re.sub(r"[^0-9.\-]", "", given)) == Decimal(re.sub(r"[^0-9.\-]", "", value))
        except InvalidOperation:
            return False
    return digits(given) == digits(value)


def count(args):
    documents = LabelledSet(args)
    counts = {field: [0] * 6 for field in FIELDS}  # labelled, right, in Tesseract's, in PP-OCR's, missed: in PP-OCR's, in neither
    seconds = []
    for name, label, image, words, record in documents.documents(args.variant):
        if is_pdf(image):
            continue
        second = documents.second_reading(name, image)
        seconds.append(second["seconds"])
        second_lines = [line["text"] for line in second["lines"]]
        recognised = json.load(open(words))
        first_lines = [" ".join(w["text"] for w in line["words"]) for page in recognised["pages"] for line in page["lines"]]
        given = json.load(open(record))
        for field in FIELDS:
            value = label.get(field)
            target = targets(field, str(value)) if value else None
            if not target:
                continue
            row = counts[field]
            row[0] += 1
            was_right = right(given, field, str(value))
            in_first, in_second = holds(first_lines, *target), holds(second_lines, *target)
            row[1] += was_right
            row[2] += in_first
            row[3] += in_second
            if not was_right:
                row[4] += in_second
                row[5] += not (in_first or in_second)
                if in_second and not args.held_out:
                    print(f"  missed, in PP-OCR's text: {name} {field} {value}")
    print(f"{len(seconds)} documents (images), PP-OCR {sum(seconds) / max(1, len(seconds)):.2f} s a page when cached")
    header = ["field", "labelled", "right", "in Tesseract's", "in PP-OCR's", "missed: in PP-OCR's", "missed: in neither"]
    print(f"{header[0]:15}" + "".join(f"{h:>{len(h) + 2}}" for h in header[1:]))
    total = [0] * 6
    for field, row in counts.items():
        if row[0]:
            total = [a + b for a, b in zip(total, row)]
            print(f"{field:15}" + "".join(f"{n:>{len(h) + 2}}" for n, h in zip(row, header[1:])))
    print(f"{'all':15}" + "".join(f"{n:>{len(h) + 2}}" for n, h in zip(total, header[1:])))
    if documents.recogniser:
        print(f"PP-OCR's recognition model alone: {documents.recogniser.line_milliseconds():.1f} ms "
              "a 48 × 320 px line, one thread")


# splice

NUMBER = re.compile(r"-?\d[\d.,:/\-]*\d%?|\d%?")
LATIN_WORD = re.compile(r"[-#]?[0-9A-Za-z][0-9A-Za-z.,:/\-%]*")
DATE_AND_TIME = re.compile(r"^(\d{1,2}[/.\-]\d{1,2}[/.\-](?:\d{4}|\d{2}))(\d{1,2}:\d{2}(?::\d{2})?)$")


def page_mapping(image, page):
    """A function from the image's pixels to the prepared page's, or None for a page turned a
    quarter or made square (not reproduced here). The pipeline's order: shrunk, the document's quad
    warped to its own size, deskewed (the canvas grown to hold the turn, turned about its centre,
    clockwise for a positive angle), enlarged."""
    import math
    import numpy
    steps = page.get("preprocessing", [])
    if any(step.startswith(("lines_down", "square_pixels")) for step in steps):
        return None
    factor = lambda name: math.prod(float(step.split(":")[1]) for step in steps if step.startswith(name + ":"))
    early, late = factor("downscale"), factor("upscale")
    skew = sum(float(step.split(":")[1]) for step in steps if step.startswith("deskew:"))
    quad = page.get("quad") if "quad_warp" in steps else None
    if quad:
        corner = [numpy.array(c, float) for c in quad]
        width = max(1, round((numpy.linalg.norm(corner[1] - corner[0]) + numpy.linalg.norm(corner[2] - corner[3])) / 2 * early))
        height = max(1, round((numpy.linalg.norm(corner[3] - corner[0]) + numpy.linalg.norm(corner[2] - corner[1])) / 2 * early))
        rows, values = [], []
        for (x, y), (u, v) in zip(quad, [(0, 0), (width, 0), (width, height), (0, height)]):
            rows += [[x, y, 1, 0, 0, 0, -u * x, -u * y], [0, 0, 0, x, y, 1, -v * x, -v * y]]
            values += [u, v]
        matrix = numpy.append(numpy.linalg.solve(numpy.array(rows, float), numpy.array(values, float)), 1).reshape(3, 3)

        def straightened(points):
            mapped = numpy.c_[numpy.array(points, float), numpy.ones(len(points))] @ matrix.T
            return mapped[:, :2] / mapped[:, 2:3]
    else:
        from PIL import Image
        image_width, image_height = Image.open(image).size
        width, height = image_width * early, image_height * early
        straightened = lambda points: numpy.array(points, float) * early
    canvas_width, canvas_height = page["width"] / late, page["height"] / late
    turn = math.radians(skew)

    def mapping(points):
        mapped = straightened(points)
        if skew:
            centre = numpy.array([canvas_width / 2, canvas_height / 2])
            offset = mapped + [(canvas_width - width) / 2, (canvas_height - height) / 2] - centre
            cos, sin = math.cos(turn), math.sin(turn)
            mapped = centre + numpy.c_[offset[:, 0] * cos - offset[:, 1] * sin, offset[:, 0] * sin + offset[:, 1] * cos]
        return mapped * late
    return mapping


def tokens(text, hebrew):
    """(token, first character, end) of the numbers in a PP-OCR line; a date glued to a time split."""
    found = []
    for match in (NUMBER if hebrew else LATIN_WORD).finditer(text):
        token = match.group(0)
        if not re.search(r"\d", token):
            continue
        glued = DATE_AND_TIME.match(token.lstrip("-"))
        if glued:
            found.append((glued.group(1), match.start(), match.start() + len(glued.group(1))))
            found.append((glued.group(2), match.end() - len(glued.group(2)), match.end()))
        else:
            found.append((token, match.start(), match.end()))
    return found


def splice_page(page, segments):
    lines = page["lines"]
    letters = "".join(w["text"] for line in lines for w in line["words"])
    hebrew = sum("\u0590" <= c <= "\u05ff" for c in letters) > 0.2 * max(1, sum(c.isalpha() for c in letters))
    for segment in segments:
        x0, y0, x1, y1 = segment["box"]
        found = tokens(segment["text"], hebrew)
        if not found:
            continue
        length = max(1, len(segment["text"]))
        new = [{"text": token, "confidence": segment["confidence"],
                "box": [int(x0 + (x1 - x0) * start / length), int(y0), int(x0 + (x1 - x0) * end / length), int(y1)]}
               for token, start, end in found]
        row, overlap = None, 0
        for line in lines:
            top, bottom = line["box"][1], line["box"][3]
            shared = min(y1, bottom) - max(y0, top)
            if shared > overlap and shared >= 0.5 * min(y1 - y0, bottom - top):
                row, overlap = line, shared
        if row is None:
            lines.append({"box": [int(x0), int(y0), int(x1), int(y1)], "words": new})
            continue
        under = [w for w in row["words"] if re.search(r"\d", w["text"]) and x0 <= (w["box"][0] + w["box"][2]) / 2 <= x1]
        numbers = [digits(token) for token, _, _ in found]
        if any(w["confidence"] >= 0.8 and len(digits(w["text"])) >= 5
               and any(digits(w["text"]) in number and digits(w["text"]) != number for number in numbers) for w in under):
            continue
        descending = len(row["words"]) > 1 and row["words"][0]["box"][0] > row["words"][-1]["box"][0]
        row["words"] = sorted([w for w in row["words"] if w not in under] + new,
                              key=lambda w: w["box"][0], reverse=descending)
        row["box"] = [min(row["box"][0], int(x0)), row["box"][1], max(row["box"][2], int(x1)), row["box"][3]]
    lines.sort(key=lambda line: line["box"][1])


def splice(args):
    documents = LabelledSet(args)
    os.makedirs(args.out, exist_ok=True)
    spliced = left = 0
    for name, label, image, words, record in documents.documents():
        target = os.path.join(args.out, name + ".json")
        pages = json.load(open(record))["pages"]
        mapping = None if is_pdf(image) or len(pages) != 1 else page_mapping(image, pages[0])
        if mapping is None:
            shutil.copy(words, target)
            left += not is_pdf(image)
            continue
        segments = []
        for line in documents.second_reading(name, image)["lines"]:
            points = mapping(line["box"])
            segments.append({"text": line["text"], "confidence": line["confidence"],
                             "box": [points[:, 0].min(), points[:, 1].min(), points[:, 0].max(), points[:, 1].max()]})
        recognised = json.load(open(words))
        splice_page(recognised["pages"][0], segments)
        if recognised.get("second_reading"):
            splice_page(recognised["second_reading"]["pages"][0], segments)
        with open(target + ".tmp", "w") as out:
            json.dump(recognised, out, ensure_ascii=False)
        os.replace(target + ".tmp", target)
        spliced += 1
    print(f"{spliced} images spliced, {left} left as read (turned a quarter or several pages); PDFs copied")


# merge

def merge(args):
    os.makedirs(args.out, exist_ok=True)
    for path in glob.glob(os.path.join(args.first, "*.json")):
        first = json.load(open(path))
        other = os.path.join(args.spliced, os.path.basename(path))
        if os.path.exists(other):
            fields, spliced = first.get("fields") or {}, json.load(open(other)).get("fields") or {}
            for field in FIELDS:
                given, offered = fields.get(field), spliced.get(field)
                if not isinstance(offered, dict):
                    continue
                confidence = given.get("confidence", 0) if isinstance(given, dict) else 0
                if given is None or (confidence < args.below and offered.get("confidence", 0) > confidence):
                    offered = dict(offered)
                    if not (given and given.get("value") == offered.get("value")):
                        offered["confidence"] = min(offered.get("confidence", 0), args.cap)
                    fields[field] = offered
            first["fields"] = fields
        with open(os.path.join(args.out, os.path.basename(path)), "w") as out:
            json.dump(first, out, ensure_ascii=False)


# tally

def tally(args):
    groups = {}
    for name, label, path in labels(args.labels):
        group = label.get("variant") or os.path.basename(os.path.dirname(path))
        records = [os.path.join(folder, name + ".json") for folder in (args.before, args.after)]
        if not all(os.path.exists(record) for record in records):
            continue
        before, after = (json.load(open(record)) for record in records)
        for field in FIELDS:
            if label.get(field):
                row = groups.setdefault((group, field), [0, 0, 0])
                row[0] += 1
                row[1] += right(before, field, str(label[field]))
                row[2] += right(after, field, str(label[field]))
    print(f"{'group':14} {'field':15} {'labelled':>8} {'right before':>13} {'right after':>12}")
    for (group, field), (labelled, before, after) in sorted(groups.items()):
        if before != after:
            print(f"{group:14} {field:15} {labelled:8} {before:13} {after:12}")
    for group in sorted({group for group, _ in groups}):
        rows = [row for (g, _), row in groups.items() if g == group]
        print(f"{group:14} {'digit fields':15} " + " ".join(f"{sum(r[i] for r in rows):{w}}" for i, w in ((0, 8), (1, 13), (2, 12))))


if __name__ == "__main__":
    arguments_given = arguments()
    {"count": count, "splice": splice, "merge": merge, "tally": tally}[arguments_given.step](arguments_given)
