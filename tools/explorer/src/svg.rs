//! A heatmap of a Grundy table as an SVG file, written by hand.
//!
//! Colours follow viridis, an ordered palette that reads the same to the
//! common colour-blind readers and in grey: 0 (the losing cells) is the darkest
//! purple, the largest value the lightest yellow, and a legend on the right
//! gives the values. Up to [`TEXT_CAP`] cells a side, each cell is
//! `<g class="cell" data-x=".." data-y=".." data-value="..">` holding a
//! `<title>` (shown on hover), a `<rect>` and its value as `<text>`. Above,
//! numbers could not be read, so cells carry no text: the cells of each value
//! are one `<path class="value" data-value="..">` of horizontal runs, drawn in
//! cell units (`M y x h w`: row x, columns y..y + w), which keeps a
//! 256 x 256 picture near a megabyte instead of 16.

use std::fmt::Write;

/// The largest table whose cells are written with their values.
pub const TEXT_CAP: usize = 32;

/// viridis at 0, 0.1, ..., 1 (matplotlib's table, rounded to 8 bits).
const VIRIDIS: [(u8, u8, u8); 11] = [
    (0x44, 0x01, 0x54),
    (0x48, 0x24, 0x75),
    (0x41, 0x44, 0x87),
    (0x35, 0x5f, 0x8d),
    (0x2a, 0x78, 0x8e),
    (0x21, 0x91, 0x8c),
    (0x22, 0xa8, 0x84),
    (0x44, 0xbf, 0x70),
    (0x7a, 0xd1, 0x51),
    (0xbd, 0xdf, 0x26),
    (0xfd, 0xe7, 0x25),
];

/// The colour of value `v` on a scale `0..=max`: viridis at `v / max`.
fn colour(v: u32, max: u32) -> (u8, u8, u8) {
    let at = if max == 0 {
        0.0
    } else {
        f64::from(v) / f64::from(max) * 10.0
    };
    let i = (at.floor() as usize).min(9);
    let f = at - i as f64;
    let mix = |a: u8, b: u8| (f64::from(a) + (f64::from(b) - f64::from(a)) * f).round() as u8;
    let (a, b) = (VIRIDIS[i], VIRIDIS[i + 1]);
    (mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

fn hex((r, g, b): (u8, u8, u8)) -> String {
    format!("#{:02x}{:02x}{:02x}", r, g, b)
}

/// Black or white, whichever reads better on `(r, g, b)`.
fn ink((r, g, b): (u8, u8, u8)) -> &'static str {
    let luma = 0.299 * f64::from(r) + 0.587 * f64::from(g) + 0.114 * f64::from(b);
    if luma > 110.0 {
        "black"
    } else {
        "white"
    }
}

/// A cell `(x, y)`.
pub type Cell = (usize, usize);

/// What to draw.
pub struct Picture<'a> {
    /// The bold first line, such as `palace, 12 x 12`.
    pub title: &'a str,
    /// `t[x][y]`, x down, y across.
    pub t: &'a [Vec<u32>],
    /// Fade the cells other than this value.
    pub highlight: Option<u32>,
    /// `--moves`: the cell moved from and the cells one move away.
    pub moves: Option<(Cell, Vec<Cell>)>,
    /// `--check 'EXPR'`: the cells where the expression differs.
    pub differ: &'a [(usize, usize)],
}

/// The SVG heatmap of `picture`.
pub fn heatmap(picture: &Picture) -> String {
    let t = picture.t;
    let n = t.len();
    let max = t.iter().flatten().copied().max().unwrap_or(0);
    let text = n <= TEXT_CAP;
    let digits = max.to_string().len().max((n.max(1) - 1).to_string().len());
    // Pixels per cell: room for the digits, or about 800 pixels in all.
    let cell = if text {
        32.max(11 * digits + 10)
    } else {
        (800 / n).max(3)
    };
    let font = if text {
        (cell as f64 * 0.42).min(16.0)
    } else {
        12.0
    };
    let left = if text { 2 * cell } else { 48 };
    let top = if text { 2 * cell + 48 } else { 100 };
    let grid = n * cell;
    let values = distinct(t);
    let legend = Legend::new(&values, max, text);
    let legend_x = left + grid + 24;
    let subtitle = subtitle(picture, text);
    let key = mark_key(&mut String::new(), picture, 0, 0);
    let width = (legend_x + legend.width)
        .max(16 + 10 * picture.title.chars().count())
        .max(16 + 7 * subtitle.chars().count())
        .max(legend_x + if key > 0 { 160 } else { 0 });
    let height = (top + grid + 24).max(top + legend.height + 12 + key + 24);
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans, Arial, sans-serif">"#,
        w = width,
        h = height
    );
    let _ = writeln!(
        s,
        r#"<rect width="{}" height="{}" fill="white"/>"#,
        width, height
    );
    let _ = writeln!(
        s,
        r#"<text x="16" y="24" font-size="17" font-weight="bold">{}</text>"#,
        escape(picture.title)
    );
    let _ = writeln!(
        s,
        r##"<text x="16" y="44" font-size="12" fill="#444">{}</text>"##,
        escape(&subtitle)
    );
    axes(&mut s, n, cell, left, top, font, text);
    if text {
        cells_with_text(&mut s, picture, max, cell, left, top, font);
    } else {
        cells_as_runs(&mut s, picture, &values, max, cell, left, top);
    }
    marks(&mut s, picture, cell, left, top);
    legend.draw(&mut s, legend_x, top, picture.highlight);
    mark_key(&mut s, picture, legend_x, top + legend.height + 12);
    s.push_str("</svg>\n");
    s
}

/// The line under the title: how to read the picture.
fn subtitle(picture: &Picture, text: bool) -> String {
    let mut parts = vec![
        "t[x][y]: row x down, column y across; 0 (darkest) = the player to move loses".to_string(),
    ];
    if !text {
        parts.push(format!(
            "more than {} a side: colours only, values in the legend",
            TEXT_CAP
        ));
    }
    if let Some(k) = picture.highlight {
        parts.push(format!("faded: cells other than {}", k));
    }
    parts.join("; ")
}

/// The values present in `t`, ascending.
fn distinct(t: &[Vec<u32>]) -> Vec<u32> {
    let mut values: Vec<u32> = t.iter().flatten().copied().collect();
    values.sort_unstable();
    values.dedup();
    values
}

/// The "y →" and "x ↓" marks and the row and column numbers (every one with
/// text, else every tenth or so).
fn axes(s: &mut String, n: usize, cell: usize, left: usize, top: usize, font: f64, text: bool) {
    let step = if text { 1 } else { nice_step(n, 8) };
    let _ = writeln!(
        s,
        r#"<text x="{}" y="{}" font-size="14" text-anchor="middle">y →</text>"#,
        left + n * cell / 2,
        top - if text { cell } else { 30 } + 4
    );
    let _ = writeln!(
        s,
        r#"<text x="{}" y="{}" font-size="14" text-anchor="end">x ↓</text>"#,
        left - 6,
        top - if text { cell } else { 30 } + 4
    );
    for i in (0..n).step_by(step) {
        let _ = writeln!(
            s,
            r##"<text class="label" x="{}" y="{}" font-size="{:.1}" fill="#444" text-anchor="middle">{}</text>"##,
            left + i * cell + cell / 2,
            top - 8,
            font,
            i
        );
        let _ = writeln!(
            s,
            r##"<text class="label" x="{}" y="{}" font-size="{:.1}" fill="#444" text-anchor="end">{}</text>"##,
            left - 6,
            top + i * cell + cell / 2 + (font * 0.35) as usize,
            font,
            i
        );
    }
}

/// A round step (1, 2, 5, 10, 20, 50, ...) giving at most about `count`
/// labels over `0..n`.
fn nice_step(n: usize, count: usize) -> usize {
    let mut step = 1;
    for k in [1, 2, 5].iter().cycle().scan(1, |scale, &k| {
        let v = k * *scale;
        if k == 5 {
            *scale *= 10;
        }
        Some(v)
    }) {
        step = k;
        if n / k <= count {
            break;
        }
    }
    step
}

fn cells_with_text(
    s: &mut String,
    picture: &Picture,
    max: u32,
    cell: usize,
    left: usize,
    top: usize,
    font: f64,
) {
    for (x, row) in picture.t.iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            let faded = matches!(picture.highlight, Some(k) if k != v);
            let opacity = if faded { r#" opacity="0.25""# } else { "" };
            let fill = colour(v, max);
            let _ = writeln!(
                s,
                r#"<g class="cell" data-x="{x}" data-y="{y}" data-value="{v}"{o}><title>t[{x}][{y}] = {v}</title><rect x="{px}" y="{py}" width="{c}" height="{c}" fill="{fill}" stroke="white"/><text x="{tx}" y="{ty}" font-size="{f:.1}" fill="{ink}" text-anchor="middle">{v}</text></g>"#,
                x = x,
                y = y,
                v = v,
                o = opacity,
                px = left + y * cell,
                py = top + x * cell,
                c = cell,
                fill = hex(fill),
                tx = left + y * cell + cell / 2,
                ty = top + x * cell + cell / 2 + (font * 0.35) as usize,
                f = font,
                ink = ink(fill)
            );
        }
    }
}

/// One path per value: its cells as horizontal runs, in cell units.
fn cells_as_runs(
    s: &mut String,
    picture: &Picture,
    values: &[u32],
    max: u32,
    cell: usize,
    left: usize,
    top: usize,
) {
    let _ = writeln!(
        s,
        r#"<g transform="translate({} {}) scale({})" shape-rendering="crispEdges">"#,
        left, top, cell
    );
    for &v in values {
        let mut d = String::new();
        for (x, row) in picture.t.iter().enumerate() {
            let mut y = 0;
            while y < row.len() {
                if row[y] != v {
                    y += 1;
                    continue;
                }
                let start = y;
                while y < row.len() && row[y] == v {
                    y += 1;
                }
                let _ = write!(d, "M{} {}h{}v1h-{}z", start, x, y - start, y - start);
            }
        }
        let faded = matches!(picture.highlight, Some(k) if k != v);
        let _ = writeln!(
            s,
            r#"<path class="value" data-value="{}" fill="{}"{} d="{}"/>"#,
            v,
            hex(colour(v, max)),
            if faded { r#" opacity="0.25""# } else { "" },
            d
        );
    }
    s.push_str("</g>\n");
}

/// `shape` drawn twice, a wide white stroke under a black one, so that it
/// shows on every colour of the palette without a colour of its own.
fn haloed(s: &mut String, class: &str, c: f64, shape: &str) {
    let _ = writeln!(
        s,
        r#"<g class="{}" fill="none"><g stroke="white" stroke-width="{:.1}">{}</g><g stroke="black" stroke-width="{:.1}">{}</g></g>"#,
        class,
        (c / 8.0).max(2.5),
        shape,
        (c / 16.0).max(1.2),
        shape
    );
}

/// The square around the cell moved from, at `(px, py)`, `c` pixels a side.
fn from_mark(px: f64, py: f64, c: f64) -> String {
    let inset = c * 0.1;
    format!(
        r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}"/>"#,
        px + inset,
        py + inset,
        c - 2.0 * inset,
        c - 2.0 * inset
    )
}

/// A ring around an option; a winning one also gets a dot.
fn option_mark(px: f64, py: f64, c: f64, winning: bool) -> String {
    let mut shape = format!(
        r#"<circle cx="{:.1}" cy="{:.1}" r="{:.1}"/>"#,
        px + c / 2.0,
        py + c / 2.0,
        c * 0.38
    );
    if winning {
        let _ = write!(
            shape,
            r#"<circle cx="{:.1}" cy="{:.1}" r="{:.1}" fill="black"/>"#,
            px + c * 0.84,
            py + c * 0.16,
            (c * 0.09).max(1.5)
        );
    }
    shape
}

/// A black corner triangle (top left of the cell at `(px, py)`), leaving the
/// value readable.
fn differ_mark(px: f64, py: f64, c: f64) -> String {
    let side = (c * 0.4).max(4.0);
    format!(
        r#"<path fill="black" d="M{:.1} {:.1}h{:.1}L{:.1} {:.1}z"/>"#,
        px,
        py,
        side,
        px,
        py + side
    )
}

/// The `--moves` and `--check` marks.
fn marks(s: &mut String, picture: &Picture, cell: usize, left: usize, top: usize) {
    let c = cell as f64;
    let corner = |x: usize, y: usize| ((left + y * cell) as f64, (top + x * cell) as f64);
    if let Some(((x, y), options)) = &picture.moves {
        let (px, py) = corner(*x, *y);
        haloed(s, "from", c, &from_mark(px, py, c));
        for &(a, b) in options {
            let (ox, oy) = corner(a, b);
            let winning = picture.t[a][b] == 0;
            let class = if winning { "option winning" } else { "option" };
            haloed(s, class, c, &option_mark(ox, oy, c, winning));
        }
    }
    for &(x, y) in picture.differ {
        let (px, py) = corner(x, y);
        haloed(s, "differs", c, &differ_mark(px, py, c));
    }
}

/// The key to the marks of `--moves` and `--check`, from `(x, y)` down; its
/// height.
fn mark_key(s: &mut String, picture: &Picture, x: usize, y: usize) -> usize {
    let sample = 24.0;
    let mut lines: Vec<(String, &str)> = Vec::new();
    let at = |i: usize| (x as f64, (y + 20 + 30 * i) as f64);
    if picture.moves.is_some() {
        let (px, py) = at(lines.len());
        lines.push((from_mark(px, py, sample), "moved from"));
        let (px, py) = at(lines.len());
        lines.push((option_mark(px, py, sample, false), "a move"));
        let (px, py) = at(lines.len());
        lines.push((option_mark(px, py, sample, true), "a winning move"));
    }
    if !picture.differ.is_empty() {
        let (px, py) = at(lines.len());
        lines.push((differ_mark(px, py, sample), "differs (--check)"));
    }
    if lines.is_empty() {
        return 0;
    }
    let _ = writeln!(
        s,
        r#"<g class="marks"><text x="{}" y="{}" font-size="13" font-weight="bold">marks</text>"#,
        x,
        y + 12
    );
    for (i, (shape, label)) in lines.iter().enumerate() {
        let (px, py) = at(i);
        let _ = writeln!(
            s,
            r##"<rect x="{:.1}" y="{:.1}" width="{s}" height="{s}" fill="#bbb"/>"##,
            px,
            py,
            s = sample
        );
        haloed(s, "key", sample, shape);
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{:.1}" font-size="12">{}</text>"#,
            px + sample + 8.0,
            py + 16.0,
            label
        );
    }
    s.push_str("</g>\n");
    20 + 30 * lines.len()
}

/// The legend: a swatch per value when there are few, else a bar from 0 to
/// the largest value with round ticks.
struct Legend {
    values: Vec<u32>,
    max: u32,
    discrete: bool,
    width: usize,
    height: usize,
}

/// The most values listed one by one in the legend.
const DISCRETE_LEGEND: usize = 16;

impl Legend {
    fn new(values: &[u32], max: u32, text: bool) -> Legend {
        let discrete = values.len() <= DISCRETE_LEGEND;
        let (width, height) = if discrete {
            (110, 30 + 22 * values.len())
        } else {
            (110, if text { 320 } else { 420 })
        };
        Legend {
            values: values.to_vec(),
            max,
            discrete,
            width,
            height,
        }
    }

    fn draw(&self, s: &mut String, x: usize, y: usize, highlight: Option<u32>) {
        let _ = writeln!(
            s,
            r#"<g class="legend"><text x="{}" y="{}" font-size="13" font-weight="bold">value</text>"#,
            x,
            y + 12
        );
        if self.discrete {
            for (i, &v) in self.values.iter().enumerate() {
                let top = y + 24 + 22 * i;
                let faded = matches!(highlight, Some(k) if k != v);
                let _ = writeln!(
                    s,
                    r##"<g class="key" data-value="{v}"{o}><rect x="{x}" y="{top}" width="28" height="18" fill="{fill}" stroke="#888"/><text x="{tx}" y="{ty}" font-size="13">{v}</text></g>"##,
                    v = v,
                    o = if faded { r#" opacity="0.25""# } else { "" },
                    x = x,
                    top = top,
                    fill = hex(colour(v, self.max)),
                    tx = x + 36,
                    ty = top + 14
                );
            }
        } else {
            let bar = self.height - 40;
            let _ = writeln!(
                s,
                r#"<defs><linearGradient id="viridis" x1="0" y1="0" x2="0" y2="1">{}</linearGradient></defs>"#,
                (0..=10)
                    .map(|i| format!(
                        r#"<stop offset="{}" stop-color="{}"/>"#,
                        f64::from(i) / 10.0,
                        hex(VIRIDIS[i as usize])
                    ))
                    .collect::<String>()
            );
            let _ = writeln!(
                s,
                r##"<rect class="bar" x="{}" y="{}" width="28" height="{}" fill="url(#viridis)" stroke="#888"/>"##,
                x,
                y + 24,
                bar
            );
            let step = nice_step(self.max as usize, 8) as u32;
            let mut ticks: Vec<u32> = (0..=self.max).step_by(step as usize).collect();
            if self.max - ticks[ticks.len() - 1] >= step / 2 {
                ticks.push(self.max);
            } else {
                let last = ticks.len() - 1;
                ticks[last] = self.max;
            }
            for v in ticks {
                let ty = y + 24 + (f64::from(v) / f64::from(self.max.max(1)) * bar as f64) as usize;
                let _ = writeln!(
                    s,
                    r#"<g class="tick" data-value="{v}"><line x1="{a}" y1="{ty}" x2="{b}" y2="{ty}" stroke="black"/><text x="{tx}" y="{yy}" font-size="13">{v}</text></g>"#,
                    v = v,
                    a = x + 28,
                    b = x + 34,
                    ty = ty,
                    tx = x + 38,
                    yy = ty + 5
                );
            }
        }
        s.push_str("</g>\n");
    }
}

/// `text` with the XML special characters escaped.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_palette_is_ordered_dark_to_light() {
        let luma = |(r, g, b): (u8, u8, u8)| {
            0.299 * f64::from(r) + 0.587 * f64::from(g) + 0.114 * f64::from(b)
        };
        let mut last = -1.0;
        for v in 0..=100 {
            let l = luma(colour(v, 100));
            assert!(l > last, "value {v}: luma {l} after {last}");
            last = l;
        }
        assert_eq!(colour(0, 7), VIRIDIS[0]);
        assert_eq!(colour(7, 7), VIRIDIS[10]);
    }

    #[test]
    fn nice_steps() {
        assert_eq!(nice_step(12, 8), 2);
        assert_eq!(nice_step(60, 8), 10);
        assert_eq!(nice_step(256, 8), 50);
        assert_eq!(nice_step(5, 8), 1);
    }
}
