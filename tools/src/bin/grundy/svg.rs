//! A heatmap of a Grundy table as an SVG file, written by hand: one square per
//! cell coloured by its value, the value written in it, axes labelled.
//!
//! Each cell is `<g class="cell" data-x=".." data-y=".." data-value="..">`
//! holding a `<title>` (shown on hover), a `<rect>` and a `<text>`.

use std::fmt::Write;

/// The colour of value `v` as `#rrggbb`: 0 (the losing cells) is near black
/// so they stand out; other values take hues a golden angle apart, light
/// enough for black text.
fn colour(v: u32) -> String {
    if v == 0 {
        return "#262626".to_string();
    }
    let hue = (f64::from(v - 1) * 137.507_764) % 360.0;
    let (r, g, b) = hsl_to_rgb(hue, 0.65, 0.72);
    format!("#{:02x}{:02x}{:02x}", r, g, b)
}

/// HSL (hue in degrees, saturation and lightness in 0..=1) to 8-bit RGB.
fn hsl_to_rgb(h: f64, s: f64, l: f64) -> (u8, u8, u8) {
    let c = (1.0 - (2.0 * l - 1.0).abs()) * s;
    let hp = h / 60.0;
    let x = c * (1.0 - (hp % 2.0 - 1.0).abs());
    let (r, g, b) = match hp as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = l - c / 2.0;
    let byte = |v: f64| ((v + m) * 255.0).round().clamp(0.0, 255.0) as u8;
    (byte(r), byte(g), byte(b))
}

/// The SVG heatmap of `t` (`t[x][y]`, x down, y across) headed by `title`
/// in bold and `subtitle` below it. With `highlight = Some(k)`, the cells not
/// equal to `k` are faded.
pub fn heatmap(title: &str, subtitle: &str, t: &[Vec<u32>], highlight: Option<u32>) -> String {
    let n = t.len();
    let max = t.iter().flatten().copied().max().unwrap_or(0);
    let digits = max.to_string().len().max((n.max(1) - 1).to_string().len());
    let cell = 32.max(11 * digits + 10);
    let font = (cell as f64 * 0.42).min(16.0);
    // Room for the two title lines, the "y →" line and the column numbers
    // above; the "x ↓" mark and the row numbers on the left.
    let left = 2 * cell;
    let top = 2 * cell + 40;
    // At least as wide as the titles (bold 16 px: under 10 px a character;
    // 13 px: under 8).
    let width = (left + n * cell + cell / 2)
        .max(cell / 2 + 10 * title.chars().count())
        .max(cell / 2 + 8 * subtitle.chars().count());
    let height = top + n * cell + cell / 2;
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
        r#"<text x="{}" y="22" font-size="16" font-weight="bold">{}</text>"#,
        cell / 2,
        escape(title)
    );
    let _ = writeln!(
        s,
        r#"<text x="{}" y="42" font-size="13" fill="dimgray">{}</text>"#,
        cell / 2,
        escape(subtitle)
    );
    let _ = writeln!(
        s,
        r#"<text x="{}" y="{}" font-size="14" text-anchor="middle">y →</text>"#,
        left + n * cell / 2,
        top - cell + 4
    );
    let _ = writeln!(
        s,
        r#"<text x="{}" y="{}" font-size="14" text-anchor="middle">x ↓</text>"#,
        cell / 2,
        top + cell / 2 + 5
    );
    for i in 0..n {
        let _ = writeln!(
            s,
            r#"<text class="label" x="{}" y="{}" font-size="{:.1}" fill="dimgray" text-anchor="middle">{}</text>"#,
            left + i * cell + cell / 2,
            top - 8,
            font,
            i
        );
        let _ = writeln!(
            s,
            r#"<text class="label" x="{}" y="{}" font-size="{:.1}" fill="dimgray" text-anchor="end">{}</text>"#,
            left - 8,
            top + i * cell + cell / 2 + 5,
            font,
            i
        );
    }
    for (x, row) in t.iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            let faded = matches!(highlight, Some(k) if k != v);
            let opacity = if faded { r#" opacity="0.2""# } else { "" };
            let ink = if v == 0 { "white" } else { "black" };
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
                fill = colour(v),
                tx = left + y * cell + cell / 2,
                ty = top + x * cell + cell / 2 + (font * 0.35) as usize,
                f = font,
                ink = ink
            );
        }
    }
    s.push_str("</svg>\n");
    s
}

/// `text` with the XML special characters escaped.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
