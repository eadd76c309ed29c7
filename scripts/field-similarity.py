#!/usr/bin/env python3
"""How close a field's values are to their labels as printed, punctuation included.

The scorer (Sources/Evaluation/FieldComparison.swift) compares names and addresses on letters and
digits only, so a change of commas, dashes or OCR debris moves no accuracy figure. This prints, for
a folder of records (`eval --records-out`, `calibrate measure --records-out`) and its labels, the
mean similarity (difflib ratio after NFKC and case folding) and how many values are within 0.95.
Aggregate only: it lists no document, so it may be run on held-out sets.

    scripts/field-similarity.py RECORDS/ LABELS/ address
"""
import json,os,sys,difflib,unicodedata,glob
recs,labdir,field=sys.argv[1],sys.argv[2],sys.argv[3]
labs={}
for f in glob.glob(labdir+'/**/*.json',recursive=True):
    try: j=json.load(open(f))
    except: continue
    if isinstance(j,dict) and field in j: labs[os.path.basename(f)]=j[field]
def n(s): return unicodedata.normalize('NFKC',s or '').casefold()
tot=0;cnt=0;hi=0
for f in os.listdir(recs):
    if f not in labs: continue
    r=json.load(open(os.path.join(recs,f))); fl=r.get('fields',r)
    v=fl.get(field); v=v.get('value') if isinstance(v,dict) else None
    s=difflib.SequenceMatcher(None,n(v),n(labs[f])).ratio(); tot+=s;cnt+=1; hi+= s>=0.95
print(f"{cnt} labelled, mean similarity {tot/cnt:.4f}, >=0.95: {hi}")
