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
- every section has the same panels in the same order and sizes (a panel
  with nothing to show is one line, the same in every section) and the same tables.

Usage: report-layout-test.py REPORT.html OUT_DIR
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

report, out = sys.argv[1:3]
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
    // The section's layout: its panels in order, each present (with its SVGs'
    // sizes) or absent (one line), and the tables' headings.
    const panels = [...section.querySelectorAll('.panel')].map(p => ({
      name: p.dataset.panel, absent: p.classList.contains('absent'), height: Math.round(p.getBoundingClientRect().height),
      svgs: [...p.querySelectorAll('svg')].map(v => { const r = v.getBoundingClientRect();
        return p.dataset.panel === 'spatial' ? `${Math.round(r.width)}x${Math.round(r.height)}` : `${Math.round(r.width)}`; }).join(' ')}));
    const tables = [...section.querySelectorAll('.summary h3')].map(h => h.textContent).join(', ');
    layouts.push({name, panels, tables});
  }
  // Sections share one layout: the same panels in the same order, the same
  // sizes where present, the same one-line form where absent, the same tables.
  const first = layouts[0];
  for (const l of layouts.slice(1)) {
    const names = ps => ps.map(p => p.name).join(', ');
    if (names(l.panels) !== names(first.panels))
      problems.push(`${l.name} has the panels [${names(l.panels)}], ${first.name} [${names(first.panels)}]`);
    if (l.tables !== first.tables) problems.push(`${l.name} has the tables [${l.tables}], ${first.name} [${first.tables}]`);
    for (const p of l.panels) {
      const q = first.panels.find(x => x.name === p.name);
      if (!q) continue;
      if (!p.absent && !q.absent && p.svgs !== q.svgs)
        problems.push(`${l.name} panel ${p.name} has SVGs of ${p.svgs}, ${first.name} ${q.svgs}`);
      if (p.absent && q.absent && p.height !== q.height)
        problems.push(`${l.name} absent panel ${p.name} is ${p.height} px high, ${first.name} ${q.height} px`);
    }
  }
  for (const l of layouts)
    for (const p of l.panels)
      if (p.absent && (p.svgs || p.height > 30)) problems.push(`${l.name} absent panel ${p.name} is more than one line`);
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
        b.screenshot(os.path.join(out, f"report-{width}.png"))
        # One picture per section too (the whole page is too tall to look at).
        boxes = b.evaluate("""[...document.querySelectorAll('section')].map(s => { const r = s.getBoundingClientRect();
            return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height}; })""")
        for i, box in enumerate(boxes):
            data = b.call("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                          clip=dict(box, width=max(box["width"], 1), height=min(max(box["height"], 1), 8000), scale=1))["data"]
            with open(os.path.join(out, f"report-{width}-section-{i + 1}.png"), "wb") as f:
                f.write(_cdp.base64.b64decode(data))
    finally:
        browser.close()
    print(f"{'ok   ' if not problems else 'FAIL '} {width} px: {len(problems)} problem(s)")
    for p in problems:
        print(f"      {p}")
    failures += [f"{width} px: {p}" for p in problems]

print(f"report-layout-test: {'FAILED' if failures else 'passed'}; screenshots in {out}")
sys.exit(1 if failures else 0)
