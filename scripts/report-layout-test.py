#!/usr/bin/env python3
"""Checks the layout of an HTML report in headless Chromium (DevTools
protocol, Runtime.evaluate) at 390, 1280 and 1920 px wide, and takes a
screenshot at each width:

- no two text labels of one SVG panel (timeline, animation, scroll and
  screen-reader lanes, spatial panel) overlap;
- no label sticks out of its panel (an SVG clips what leaves its box), and
  none is drawn under 5 px high (a panel shrunk to a phone instead of scrolling);
- the document never scrolls sideways (only a panel may, on a phone);
- no word breaks inside, and no id (class "id") wraps at all;
- every section has its panels in one order, with the same sizes where
  present; the panels with nothing to show are named on one line ("Not in
  this replay"), and an empty timeline group is its heading alone (no
  "no callbacks" rows: the views without callbacks are named in one line);
- a scroll chart has axes of its own (offset ticks in pt, time ticks in s), a
  phase legend (dragging, decelerating, bouncing, resting) in colours the
  recognizer legend does not use, and a stretch past an edge (rubber band)
  drawn at least 12 px high;
- a replay with a screen reader has its speech and focus as rows of the main
  timeline; the screen-reader picture's labels are drawn after every box (no
  border crosses them) on a halo; the spatial panels' view labels sit inside
  their views' outlines;
- the screen reader's own touch is named, never shown as its internal id.

Usage: report-layout-test.py REPORT.html [REPORT.html …] OUT_DIR
Exits 1 and lists every problem found when there is one.
"""
import json
import os
import sys

import importlib.util

_spec = importlib.util.spec_from_file_location("browser_cdp", os.path.join(os.path.dirname(os.path.abspath(__file__)), "browser-cdp.py"))
_cdp = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_cdp)
Browser = _cdp.Browser

*reports, out = sys.argv[1:]
os.makedirs(out, exist_ok=True)

# Runs in the page; returns the list of problems as strings.
CHECK = r"""(() => {
  const problems = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + 1)
    problems.push(`the document scrolls sideways: ${doc.scrollWidth} px of content in ${doc.clientWidth} px`);
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
                         && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const shown = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const say = t => JSON.stringify(t.textContent.trim().slice(0, 50));
  const layouts = [];
  for (const section of document.querySelectorAll('section')) {
    const name = section.id;
    for (const svg of section.querySelectorAll('svg')) {
      const kind = (svg.getAttribute('class') || 'svg').split(' ').slice(-1)[0];
      const s = svg.getBoundingClientRect();
      const labels = [...svg.querySelectorAll('text')].filter(t => t.textContent.trim() && shown(t))
        .map(t => ({t, r: t.getBoundingClientRect()}));
      // A panel shrunk to a phone's width instead of scrolling makes its text unreadable.
      const k = svg.viewBox.baseVal && svg.viewBox.baseVal.width ? s.width / svg.viewBox.baseVal.width : 1;
      for (const {t} of labels) {
        const px = parseFloat(getComputedStyle(t).fontSize) * k;
        if (px < 5) { problems.push(`${name} ${kind}: label ${say(t)} is drawn ${px.toFixed(1)} px high`); break; }
      }
      for (const {t, r} of labels) {
        if (r.left < s.left - 0.5 || r.right > s.right + 0.5 || r.top < s.top - 0.5 || r.bottom > s.bottom + 0.5)
          problems.push(`${name} ${kind}: label ${say(t)} is clipped by its panel`);
      }
      for (let i = 0; i < labels.length; i++)
        for (let j = i + 1; j < labels.length; j++)
          if (overlap(labels[i].r, labels[j].r))
            problems.push(`${name} ${kind}: labels ${say(labels[i].t)} and ${say(labels[j].t)} overlap`);
    }
    // The section's layout: its panels in order, each with its SVGs' sizes.
    const panels = [...section.querySelectorAll('.panel')].map(p => ({
      name: p.dataset.panel, absent: p.classList.contains('absent'), height: Math.round(p.getBoundingClientRect().height),
      svgs: [...p.querySelectorAll('svg')].map(v => { const r = v.getBoundingClientRect();
        return p.dataset.panel === 'spatial' ? `${Math.round(r.width)}x${Math.round(r.height)}` : `${Math.round(r.width)}`; }).join(' ')}));
    layouts.push({name, panels});
    const order = ['timeline', 'animations', 'scrolling', 'screen-reader', 'absent', 'spatial'];
    const names = panels.map(p => p.name);
    if (names.join() !== order.filter(n => names.includes(n)).join()) problems.push(`${name}: panels out of order: ${names.join(', ')}`);
    if (names.filter(n => n === 'absent').length > 1) problems.push(`${name}: more than one "Not in this replay" line`);
    for (const p of panels)
      if (p.absent && (p.svgs || p.height > (innerWidth >= 1000 ? 30 : 90))) problems.push(`${name}: the "Not in this replay" line is more than one line (${p.height} px)`);
    // Empty lanes collapse: no row says "no callbacks", and a heading says "none" alone.
    for (const t of section.querySelectorAll('svg.timeline text.note'))
      if (/^no callbacks$/.test(t.textContent.trim())) { problems.push(`${name}: a view row says only "no callbacks"`); break; }
    // The scroll chart: axes, ticks, its own legend, a visible rubber band.
    for (const svg of section.querySelectorAll('svg.scroll-lanes')) {
      const texts = [...svg.querySelectorAll('text')].map(t => t.textContent.trim());
      if (!texts.some(t => / pt$/.test(t))) problems.push(`${name}: the scroll chart has no offset ticks in pt`);
      if (!texts.some(t => / s$/.test(t))) problems.push(`${name}: the scroll chart has no time ticks in s`);
      for (const phase of ['dragging', 'decelerating', 'bouncing', 'resting'])
        if (!texts.includes(phase)) problems.push(`${name}: the scroll chart's legend lacks "${phase}"`);
      if (!svg.querySelector('line.axis')) problems.push(`${name}: the scroll chart has no axis lines`);
      const stateColours = new Set([...document.querySelectorAll('.legend .chip')].map(c => getComputedStyle(c).backgroundColor));
      for (const r of svg.querySelectorAll('rect.scroll-phase'))
        if (stateColours.has(getComputedStyle(r).fill)) { problems.push(`${name}: a scroll phase uses a recognizer state's colour`); break; }
      for (const band of svg.querySelectorAll('rect.past-edge'))
        if (band.getBoundingClientRect().height < 12 * (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width))
          problems.push(`${name}: the stretch past an edge is ${band.getBoundingClientRect().height.toFixed(1)} px high`);
    }
    // The screen reader: speech and focus in the main timeline; its picture's labels on top.
    if (section.querySelector('[data-panel="screen-reader"]')) {
      const lane = section.querySelector('svg.timeline .screen-reader-lane');
      const texts = lane ? [...lane.querySelectorAll('text')].map(t => t.textContent) : [];
      if (!texts.some(t => t.includes('reader said')) || !texts.some(t => t.includes('reader focus')))
        problems.push(`${name}: the timeline has no screen-reader speech and focus rows`);
    }
    for (const svg of section.querySelectorAll('svg.a11y-screen')) {
      const shapes = [...svg.querySelectorAll('rect')], last = shapes[shapes.length - 1];
      for (const t of svg.querySelectorAll('text.container-label, text.item-label')) {
        if (last && (last.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING) === 0) { problems.push(`${name}: the label ${say(t)} is drawn under a box`); break; }
        if (getComputedStyle(t).paintOrder.indexOf('stroke') !== 0) { problems.push(`${name}: the label ${say(t)} has no halo`); break; }
      }
    }
    // The spatial panels' view labels sit inside their view's outline (the outline's
    // title is the label's title).
    for (const svg of section.querySelectorAll('svg.spatial')) {
      const outlines = [...svg.querySelectorAll('.views polygon')];
      for (const t of svg.querySelectorAll('text.viewlabel')) {
        const title = t.querySelector('title') ? t.querySelector('title').textContent.split('\n')[0] : '';
        const own = outlines.find(o => o.querySelector('title') && o.querySelector('title').textContent === title);
        if (!own) continue;
        const r = t.getBoundingClientRect(), o = own.getBoundingClientRect();
        if (r.left < o.left - 1 || r.right > o.right + 2 || r.top < o.top - 2 || r.bottom > o.bottom + 2)
          problems.push(`${name}: the view label ${say(t)} is outside its view`);
      }
    }
  }
  // Sections share one layout: the same sizes for the panels they both have.
  for (const l of layouts.slice(1))
    for (const p of l.panels) {
      const q = layouts[0].panels.find(x => x.name === p.name);
      if (q && !p.absent && !q.absent && p.svgs !== q.svgs && p.name !== 'scrolling' && p.name !== 'screen-reader' && p.name !== 'animations')
        problems.push(`${l.name} panel ${p.name} has SVGs of ${p.svgs}, ${layouts[0].name} ${q.svgs}`);
    }
  // The screen reader's own touch is named, not shown as its internal id.
  if (document.body.textContent.includes('1073741824')) problems.push('the screen reader\'s touch is shown as its internal id 1073741824');
  // No word breaks inside (letters, digits, '_'), and an id (class "id") never wraps at all.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const lines = (node, from, to) => { range.setStart(node, from); range.setEnd(node, to);
    return new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top))).size; };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('svg') || !shown(parent)) continue;
    for (const m of node.textContent.matchAll(/[A-Za-z0-9_]{2,}/g))
      if (lines(node, m.index, m.index + m[0].length) > 1)
        problems.push(`"${m[0]}" breaks across lines (in <${parent.tagName.toLowerCase()}>)`);
    if (parent.closest('.id, .ident') && node.textContent.trim() && lines(node, 0, node.textContent.length) > 1)
      problems.push(`the id "${node.textContent.trim()}" wraps (in <${parent.tagName.toLowerCase()}>)`);
  }
  return problems;
})()"""

failures = []
for report in reports:
    stem = os.path.splitext(os.path.basename(report))[0]
    for width in (390, 1280, 1920):
        browser = Browser(width=width, height=900)
        try:
            b = browser
            b.call("Emulation.setDeviceMetricsOverride", width=width, height=900, deviceScaleFactor=1, mobile=width < 600)
            b.call("Page.enable")
            b.call("Page.navigate", url="file://" + os.path.abspath(report))
            b.wait_for("document.readyState === 'complete' && document.querySelectorAll('section').length > 0")
            problems = b.evaluate(CHECK)
            height = b.evaluate("Math.ceil(document.documentElement.scrollHeight)")
            b.call("Emulation.setDeviceMetricsOverride", width=width, height=min(height, 16000), deviceScaleFactor=1, mobile=width < 600)
            b.screenshot(os.path.join(out, f"{stem}-{width}.png"))
            # One picture per section too (the whole page is too tall to look at).
            boxes = b.evaluate("""[...document.querySelectorAll('section')].map(s => { const r = s.getBoundingClientRect();
                return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height}; })""")
            for i, box in enumerate(boxes):
                data = b.call("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                              clip=dict(box, width=max(box["width"], 1), height=min(max(box["height"], 1), 8000), scale=1))["data"]
                with open(os.path.join(out, f"{stem}-{width}-section-{i + 1}.png"), "wb") as f:
                    f.write(_cdp.base64.b64decode(data))
        finally:
            browser.close()
        print(f"{'ok   ' if not problems else 'FAIL '} {stem} at {width} px: {len(problems)} problem(s)")
        for p in problems:
            print(f"      {p}")
        failures += [f"{stem} at {width} px: {p}" for p in problems]

print(f"report-layout-test: {'FAILED' if failures else 'passed'}; screenshots in {out}")
sys.exit(1 if failures else 0)
