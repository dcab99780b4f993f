#!/usr/bin/env python3
"""Merge a fresh lupdate extraction into the German catalogue, with the contexts the program really looks up.

Many sources translate through a file-local helper, `QString tr(const char* s) { return
QCoreApplication::translate("Ctx", s); }` (or a lambda of that shape), called from classes without Q_OBJECT or from
free functions. lupdate files those messages under the enclosing class or namespace ("tb::core::RubricLoader",
"tb::ui"), so a catalogue written by lupdate alone would never match at run time. This script moves every such
message to the helper's context, then merges: translations of (context, source, comment) already in the catalogue
are kept, new messages come in unfinished, vanished ones are dropped.

Usage: sync_ts.py --extracted FRESH.ts --ts tierbench_de.ts --root SOURCE_DIR [--check]
With --check nothing is written; the exit status is 1 when the catalogue lacks a message of the sources, still holds
one they no longer have, or has an unfinished one.
"""

import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET

HELPER = re.compile(
    r'(?:QString\s+tr\s*\(\s*const\s+char\s*\*\s*\w+[^)]*\)|\btr\s*=\s*\[\]\s*\(\s*const\s+char\s*\*\s*\w+[^)]*\))'
    r'\s*\{\s*return\s+QCoreApplication::translate\(\s*"([^"]+)"')
EXPLICIT = re.compile(r'(?:translate|QT_TRANSLATE_NOOP\w*)\(\s*"([^"]+)"')
QOBJECT_CLASS = re.compile(r'\b(?:class|struct)\s+(?:\w+\s+)?(\w+)\b[^;{]*\{\s*(?:Q_OBJECT|Q_GADGET)\b')
DECLARE_TR = re.compile(r'Q_DECLARE_TR_FUNCTIONS\(\s*([\w:]+)\s*\)')


def scan_sources(root, files):
    """Per file: the helper's context (or None) and the contexts named literally; all Q_OBJECT class names."""
    helpers, literal, qobjects = {}, {}, set()
    for path in files:
        try:
            with open(path, encoding='utf-8') as f:
                text = f.read()
        except OSError:
            continue
        m = HELPER.search(text)
        helpers[path] = m.group(1) if m else None
        literal[path] = set(EXPLICIT.findall(text))
        qobjects.update(QOBJECT_CLASS.findall(text))
        qobjects.update(name.split('::')[-1] for name in DECLARE_TR.findall(text))
    return helpers, literal, qobjects


def message_key(context, msg):
    comment = msg.find('comment')
    return (context, msg.findtext('source') or '', comment.text if comment is not None and comment.text else '')


def esc(text):
    return (text.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;').replace('"', '&quot;')
            .replace("'", '&apos;'))


def write_ts(path, language, contexts):
    out = ['<?xml version="1.0" encoding="utf-8"?>', '<!DOCTYPE TS>',
           '<TS version="2.1" language="%s">' % language]
    for name in sorted(contexts):
        out.append('<context>')
        out.append('    <name>%s</name>' % esc(name))
        for msg in contexts[name]:
            out.append('    <message%s>' % (' numerus="yes"' if msg.get('numerus') == 'yes' else ''))
            for loc in msg.findall('location'):
                out.append('        <location filename="%s" line="%s"/>' % (esc(loc.get('filename')), loc.get('line')))
            out.append('        <source>%s</source>' % esc(msg.findtext('source') or ''))
            for tag in ('oldsource', 'comment', 'extracomment', 'translatorcomment'):
                el = msg.find(tag)
                if el is not None and el.text:
                    out.append('        <%s>%s</%s>' % (tag, esc(el.text), tag))
            tr = msg.find('translation')
            attr = ' type="%s"' % tr.get('type') if tr.get('type') else ''
            forms = tr.findall('numerusform')
            if msg.get('numerus') == 'yes':
                out.append('        <translation%s>' % attr)
                for form in forms:
                    out.append('            <numerusform>%s</numerusform>' % esc(form.text or ''))
                out.append('        </translation>')
            else:
                out.append('        <translation%s>%s</translation>' % (attr, esc(tr.text or '')))
            out.append('    </message>')
        out.append('</context>')
    out.append('</TS>')
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--extracted', required=True)
    ap.add_argument('--ts', required=True)
    ap.add_argument('--root', required=True)
    ap.add_argument('--check', action='store_true')
    args = ap.parse_args()

    extracted_dir = os.path.dirname(os.path.abspath(args.extracted))
    ts_dir = os.path.dirname(os.path.abspath(args.ts))
    fresh = ET.parse(args.extracted).getroot()

    # Resolve every location to an absolute file, scan those files once.
    files = set()
    for loc in fresh.iter('location'):
        files.add(os.path.normpath(os.path.join(extracted_dir, loc.get('filename'))))
    helpers, literal, qobjects = scan_sources(args.root, files)

    def runtime_context(context, path):
        helper = helpers.get(path)
        if not helper or context in literal.get(path, ()):
            return context
        if context.split('::')[-1] in qobjects:
            return context  # a real QObject::tr of a Q_OBJECT class: lupdate's context is the meta-object's name
        return helper

    # Split messages by the context each location really uses.
    extracted = {}  # key -> message element (new)
    order = []
    for ctx in fresh.findall('context'):
        name = ctx.findtext('name')
        for msg in ctx.findall('message'):
            groups = {}
            for loc in msg.findall('location'):
                path = os.path.normpath(os.path.join(extracted_dir, loc.get('filename')))
                target = runtime_context(name, path)
                rel = os.path.relpath(path, ts_dir)
                groups.setdefault(target, []).append((rel, loc.get('line')))
            if not groups:
                groups[name] = []
            for target, locs in groups.items():
                key = message_key(target, msg)
                if key in extracted:
                    extracted[key][1].extend(locs)
                    continue
                extracted[key] = (msg, locs)
                order.append(key)

    old_root = ET.parse(args.ts).getroot() if os.path.exists(args.ts) else None
    old = {}
    if old_root is not None:
        for ctx in old_root.findall('context'):
            for msg in ctx.findall('message'):
                old[message_key(ctx.findtext('name'), msg)] = msg
    language = old_root.get('language') if old_root is not None else 'de_DE'

    contexts = {}
    kept = new = 0
    for key in order:
        msg, locs = extracted[key]
        out = ET.Element('message')
        if msg.get('numerus') == 'yes':
            out.set('numerus', 'yes')
        for rel, line in sorted(set(locs), key=lambda l: (l[0], int(l[1] or 0))):
            ET.SubElement(out, 'location', filename=rel, line=line or '0')
        ET.SubElement(out, 'source').text = key[1]
        if key[2]:
            ET.SubElement(out, 'comment').text = key[2]
        for tag in ('extracomment',):
            el = msg.find(tag)
            if el is not None:
                ET.SubElement(out, tag).text = el.text
        prev = old.get(key)
        if prev is not None and prev.find('translation') is not None:
            tr = prev.find('translation')
            if tr.get('type') in ('vanished', 'obsolete'):
                tr.attrib.pop('type')
            el = prev.find('translatorcomment')
            if el is not None:
                ET.SubElement(out, 'translatorcomment').text = el.text
            out.append(tr)
            kept += 1
        else:
            tr = ET.SubElement(out, 'translation', type='unfinished')
            if msg.get('numerus') == 'yes':
                for _ in range(2):  # German: singular and plural
                    ET.SubElement(tr, 'numerusform')
            new += 1
        contexts.setdefault(key[0], []).append(out)

    def first_location(m):
        loc = m.find('location')
        return (loc.get('filename'), int(loc.get('line'))) if loc is not None else ('', 0)

    for name in contexts:
        contexts[name].sort(key=first_location)
    dropped = sum(1 for k in old if k not in extracted)
    if args.check:
        unfinished = sum(1 for msgs in contexts.values() for m in msgs
                         if m.find('translation').get('type') == 'unfinished')
        for key in order:
            if key not in old:
                print('not in the catalogue: %s: %r' % (key[0], key[1]))
        for key in old:
            if key not in extracted:
                print('no longer in the sources: %s: %r' % (key[0], key[1]))
        print('%s: %d new, %d vanished, %d unfinished' % (args.ts, new, dropped, unfinished))
        return 1 if new or dropped or unfinished else 0
    write_ts(args.ts, language, contexts)
    print('%s: %d messages (%d kept, %d new, %d dropped)' % (args.ts, kept + new, kept, new, dropped))
    return 0


if __name__ == '__main__':
    sys.exit(main())
