//! The `grundy` explorer binary, run as a process: its tables, sequences,
//! periods, SVG and error reports.
// Cells are indexed by their coordinates, as in the rules.
#![allow(clippy::needless_range_loop)]
#[path = "../../../tests/common/mod.rs"]
mod common;

use grundy::games::pieces::Piece;

use common::grundy;

use common::grundy_stdout as stdout_of;

/// The cells of a printed `n x n` table, as written (`5` or `[5]`), by row:
/// the lines after the title and the `x\y` header, each led by its x.
fn printed_cells(stdout: &str, n: usize) -> Vec<Vec<String>> {
    let lines: Vec<&str> = stdout.lines().collect();
    let header: Vec<&str> = lines[1].split_whitespace().collect();
    let want: Vec<String> = std::iter::once("x\\y".to_string())
        .chain((0..n).map(|y| y.to_string()))
        .collect();
    assert_eq!(header, want, "header of\n{stdout}");
    (0..n)
        .map(|x| {
            let tokens: Vec<&str> = lines[2 + x].split_whitespace().collect();
            assert_eq!(tokens.len(), n + 1, "row {x} of\n{stdout}");
            assert_eq!(tokens[0], x.to_string(), "row label {x} of\n{stdout}");
            tokens[1..].iter().map(|t| t.to_string()).collect()
        })
        .collect()
}

/// The values of a printed sequence: the lines `n:  v v v ...` after the
/// title, up to the first line that is not one.
fn printed_sequence(stdout: &str) -> Vec<u32> {
    let mut values = Vec::new();
    for line in stdout.lines().skip(1) {
        let Some((index, row)) = line.split_once(':') else {
            break;
        };
        let Ok(index) = index.trim().parse::<usize>() else {
            break;
        };
        assert_eq!(index, values.len(), "row label of {line:?}");
        values.extend(row.split_whitespace().map(|v| v.parse::<u32>().unwrap()));
    }
    values
}

#[test]
fn rook_4_is_xor_written_by_hand() {
    let out = stdout_of(&["table", "rook", "4"]);
    // x xor y for x, y in 0..4, worked out by hand.
    let want = "\
x\\y 0 1 2 3
  0 0 1 2 3
  1 1 0 3 2
  2 2 3 0 1
  3 3 2 1 0
";
    let (title, grid) = out.split_once('\n').unwrap();
    assert!(title.starts_with("rook, 4 x 4: t[x][y]"), "{title}");
    assert!(title.contains("row x, column y"), "{title}");
    assert_eq!(grid, want, "\n{}", common::diff(want, grid));
}

#[test]
fn king_highlight_of_0_marks_the_even_even_cells() {
    let n = 10;
    let out = stdout_of(&["table", "king", "10", "--highlight", "0"]);
    let cells = printed_cells(&out, n);
    for x in 0..n {
        for y in 0..n {
            let cell = &cells[x][y];
            let both_even = x % 2 == 0 && y % 2 == 0;
            if both_even {
                assert_eq!(cell, "[0]", "king ({x}, {y})");
            } else {
                assert!(!cell.contains('['), "king ({x}, {y}) is marked: {cell}");
                assert_ne!(cell, "0", "king ({x}, {y}) is 0 but not marked");
            }
        }
    }
    assert!(
        out.contains("marks the 25 of 100 cells equal to 0"),
        "{out}"
    );
}

#[test]
fn printed_tables_match_the_closed_forms_and_check_finds_no_difference() {
    let n = 20;
    for piece in Piece::ALL {
        let name = piece.name();
        if piece.closed_form(0, 0).is_none() {
            // Nothing to check against: an error (exit 2), not a pass.
            fails_saying(&["table", name, "20", "--check"], "has none: give yours");
            continue;
        }
        let out = stdout_of(&["table", name, "20", "--check"]);
        let cells = printed_cells(&out, n);
        for x in 0..n {
            for y in 0..n {
                let want = piece.closed_form(x as u64, y as u64).unwrap();
                assert_eq!(cells[x][y], want.to_string(), "{name} ({x}, {y})");
            }
        }
        assert!(
            out.contains(&format!(
                "check: 0 of 400 cells differ from the {name}'s closed form"
            )),
            "{name}:\n{out}"
        );
    }
}

#[test]
fn dawsons_kayles_period_is_53_34() {
    // Without --len: as many values as the proof needs (176).
    let out = stdout_of(&["sequence", "octal", "0.07", "--period"]);
    assert!(out.contains("(pre-period, period) = (53, 34)"), "{out}");
    assert!(out.contains("by the Guy-Smith theorem"), "{out}");
    // Dawson's Kayles: remove 2 tokens, leaving 0, 1 or 2 heaps; by hand,
    // g(0..8) = 0 0 1 1 2 0 3 1 (mex of the splits' XORs).
    let g = printed_sequence(&out);
    assert_eq!(g[..8], [0, 0, 1, 1, 2, 0, 3, 1], "{out}");
    // The period read off the printed values.
    for n in 53..g.len() - 34 {
        assert_eq!(g[n + 34], g[n], "0.07 at {n}");
    }
    // 120 values cannot prove it: the proof needs 2 * 53 + 2 * 34 + 2.
    let out = stdout_of(&["sequence", "octal", "0.07", "--len", "120", "--period"]);
    assert_eq!(printed_sequence(&out).len(), 120, "{out}");
    assert!(
        out.contains("period: none proven within the 120 values computed"),
        "{out}"
    );
    assert!(
        !out.contains("(53, 34)"),
        "120 values cannot show (53, 34) either: {out}"
    );
    let out = stdout_of(&["sequence", "octal", "0.07", "--len", "176", "--period"]);
    assert!(out.contains("(53, 34)"), "{out}");
}

#[test]
fn octal_period_search_stops_at_the_first_proof_and_prints_raw_values() {
    // Kayles (0.77): period 12 from heap 71 (Winning Ways); the certificate
    // holds first at 2 * 71 + 2 * 12 + 2 = 168 values, and the search stops
    // there (the values proving it, and no more).
    let out = stdout_of(&["sequence", "octal", "0.77", "--period", "--quiet"]);
    assert!(out.contains("(pre-period, period) = (71, 12)"), "{out}");
    assert!(out.contains("proven from the 168 values computed"), "{out}");
    // --raw: the values only, one a line; Kayles by hand: remove 1 or 2
    // from a row, leaving 0, 1 or 2 rows: g(0..6) = 0 1 2 3 1 4.
    let raw = stdout_of(&["sequence", "octal", "0.77", "--len", "168", "--raw"]);
    let g: Vec<u32> = raw.lines().map(|l| l.parse().unwrap()).collect();
    assert_eq!(g.len(), 168, "{raw}");
    assert_eq!(g[..6], [0, 1, 2, 3, 1, 4]);
    for n in 71..g.len() - 12 {
        assert_eq!(g[n + 12], g[n], "0.77 at {n}");
    }
    let raw = stdout_of(&["sequence", "octal", "0.77", "--len", "6", "--raw"]);
    assert_eq!(raw, "0\n1\n2\n3\n1\n4\n");
    let raw = stdout_of(&["sequence", "subtraction", "1,3", "--len", "4", "--raw"]);
    assert_eq!(raw, "0\n1\n0\n1\n");
    fails_saying(
        &["sequence", "octal", "0.77", "--raw", "--quiet"],
        "cannot be used with",
    );
}

#[test]
fn subtraction_1_3_alternates() {
    let out = stdout_of(&["sequence", "subtraction", "1,3", "--len", "40"]);
    let g = printed_sequence(&out);
    let want: Vec<u32> = (0..40).map(|n| n % 2).collect();
    assert_eq!(g, want, "{out}");
    assert!(
        !out.contains("period"),
        "no --period, no period line: {out}"
    );
    for args in [
        &["sequence", "subtraction", "1,3", "--period"][..],
        &["sequence", "subtraction", "3,1", "--period", "--len", "9"],
    ] {
        let out = stdout_of(args);
        assert!(
            out.contains("(pre-period, period) = (0, 2)"),
            "{args:?}: {out}"
        );
    }
    // Take 1 or 2: n mod 3.
    let out = stdout_of(&[
        "sequence",
        "subtraction",
        "1,2",
        "--len",
        "30",
        "--cols",
        "7",
    ]);
    let want: Vec<u32> = (0..30).map(|n| n % 3).collect();
    assert_eq!(printed_sequence(&out), want, "{out}");
}

#[test]
fn fibonacci_values_and_no_period() {
    let out = stdout_of(&["sequence", "fibonacci", "--len", "100", "--period"]);
    let g = printed_sequence(&out);
    assert_eq!(g.len(), 100, "{out}");
    // problems.md (BOJ 16877): G(0..9) = 0 1 2 3 0 1 2 3 4 5.
    assert_eq!(g[..10], [0, 1, 2, 3, 0, 1, 2, 3, 4, 5], "{out}");
    assert!(out.contains("period: none proven"), "{out}");
    assert!(out.contains("infinite"), "{out}");
    // Whatever the values show is labelled observed, and it holds on them.
    let observed = out
        .lines()
        .find(|l| l.starts_with("observed: g(n + "))
        .unwrap_or_else(|| panic!("no observed line: {out}"));
    assert!(observed.ends_with("not proven"), "{observed}");
    let p: usize = observed["observed: g(n + ".len()..]
        .split(')')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let e: usize = observed
        .split("pre-period ")
        .nth(1)
        .unwrap()
        .split(',')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    for n in e..g.len() - p {
        assert_eq!(g[n + p], g[n], "observed period {p} at {n}");
    }
}

#[test]
fn svg_parses_and_has_a_cell_per_square() {
    let n = 9;
    let path = std::env::temp_dir().join(format!("grundy-explorer-{}.svg", std::process::id()));
    let file = path.to_str().unwrap();
    let out = stdout_of(&["table", "rook", "9", "--svg", file]);
    assert!(out.contains(&format!("svg: wrote {file}")), "{out}");
    let svg = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("not XML: {e}"));
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let cells: Vec<roxmltree::Node> = doc
        .descendants()
        .filter(|d| d.attribute("class") == Some("cell"))
        .collect();
    assert_eq!(cells.len(), n * n);
    let mut seen = vec![vec![false; n]; n];
    for cell in cells {
        let at = |name: &str| -> usize { cell.attribute(name).unwrap().parse().unwrap() };
        let (x, y, v) = (at("data-x"), at("data-y"), at("data-value"));
        assert_eq!(v, x ^ y, "rook cell ({x}, {y})");
        assert!(!seen[x][y], "cell ({x}, {y}) twice");
        seen[x][y] = true;
        let written: Vec<&str> = cell
            .children()
            .filter(|c| c.has_tag_name("text"))
            .filter_map(|c| c.text())
            .collect();
        assert_eq!(written, [v.to_string()], "text of cell ({x}, {y})");
        assert_eq!(
            cell.children().filter(|c| c.has_tag_name("rect")).count(),
            1,
            "rect of cell ({x}, {y})"
        );
    }
}

#[test]
fn help_and_no_arguments_print_the_usage() {
    for args in [
        &[][..],
        &["--help"],
        &["-h"],
        &["help"],
        &["table", "--help"],
        &["sequence"],
        &["sequence", "octal", "--help"],
    ] {
        let out = stdout_of(args);
        assert!(out.contains("Usage: grundy"), "{args:?}: {out}");
        assert!(out.contains("^ is XOR"), "{args:?}: {out}");
    }
}

#[test]
fn errors_are_one_stderr_line_and_no_stdout() {
    let unwritable = "/nonexistent-grundy-dir/x.svg";
    for (args, says) in [
        (
            &["table", "pawn", "4"][..],
            "invalid value 'pawn' for '<PIECE>'",
        ),
        (&["table", "Rook", "4"], "possible values: rook, bishop"),
        (
            &["table", "rook"],
            "required arguments were not provided: <N>",
        ),
        (&["table"], "<PIECE> <N>"),
        (&["table", "rook", "x"], "must be a whole number, found `x`"),
        (&["table", "rook", "0"], "must be at least 1"),
        (&["table", "rook", "1001"], "1001 is above the cap 1000"),
        (&["table", "rook", "99999999999999999999"], "whole number"),
        (
            &["table", "rook", "4", "5"],
            "a RULE after N is for `table rule N RULE`",
        ),
        (&["table", "rook", "4", "5", "6"], "unexpected argument '6'"),
        (
            &["table", "rook", "4", "--highlight", "a"],
            "invalid value 'a' for '--highlight <K>'",
        ),
        (
            &["table", "rook", "4", "--highlight"],
            "a value is required for '--highlight <K>'",
        ),
        (
            &["table", "rook", "300", "--svg", "x.svg"],
            "at most 256 x 256",
        ),
        (
            &["table", "rook", "4", "--svg", unwritable],
            "cannot write the SVG",
        ),
        (
            &["table", "rook", "4", "--svg", "/dev/full"],
            "cannot write the SVG to /dev/full",
        ),
        (
            &["table", "rook", "4", "--len", "3"],
            "unexpected argument '--len'",
        ),
        (
            &["table", "rook", "4", "--check", "--check"],
            "cannot be used multiple times",
        ),
        (
            &["table", "rook", "4", "--colour"],
            "unexpected argument '--colour'",
        ),
        (&["table", "rook", "-4"], "unexpected argument '-4'"),
        (&["table", "queen", "1000"], "take N <= 908"),
        (&["tables"], "unrecognized subcommand 'tables'"),
        (&["sequence", "kayles"], "unrecognized subcommand 'kayles'"),
        (&["sequence", "subtraction"], "<MOVES>"),
        (
            &["sequence", "subtraction", "1,,3"],
            "malformed move list `1,,3`",
        ),
        (
            &["sequence", "subtraction", "1,x"],
            "malformed move list `1,x`",
        ),
        (
            &["sequence", "subtraction", "0,2"],
            "malformed move list `0,2`",
        ),
        (
            &["sequence", "subtraction", "1,3", "--len", "0"],
            "invalid value '0' for '--len <L>'",
        ),
        (
            &["sequence", "subtraction", "1,3", "--len", "10000001"],
            "10000001 is not in 1..=10000000",
        ),
        (
            &["sequence", "fibonacci", "--len=abc"],
            "invalid value 'abc'",
        ),
        (&["sequence", "octal"], "<CODE>"),
        (&["sequence", "octal", "0.08"], "not an octal digit"),
        (&["sequence", "octal", "07"], "has no point"),
        (
            &["sequence", "octal", "0.07", "--check"],
            "a value is required for '--check <EXPR>'",
        ),
        (
            &["sequence", "fibonacci", "extra"],
            "unexpected argument 'extra'",
        ),
    ] {
        let out = grundy(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} succeeded");
        assert!(out.stdout.is_empty(), "{args:?} wrote stdout");
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(lines.len(), 1, "{args:?}: stderr {stderr:?}");
        assert!(lines[0].starts_with("error: "), "{args:?}: {stderr:?}");
        assert!(
            lines[0].contains(says),
            "{args:?}: {stderr:?} lacks {says:?}"
        );
    }
    assert!(!std::path::Path::new(unwritable).exists());
}

#[test]
fn octal_len_cap_is_only_for_splitting_games() {
    // 0.33 never splits a heap (remove 1 or 2, leave 0 or 1 heap): it is the
    // subtraction game {1, 2}, n mod 3, and takes the large cap.
    let out = stdout_of(&[
        "sequence", "octal", "0.33", "--len", "60000", "--cols", "1000",
    ]);
    let g = printed_sequence(&out);
    let want: Vec<u32> = (0..60000).map(|n| n % 3).collect();
    assert!(g == want, "0.33 is not n mod 3");
}

#[test]
fn the_explorer_guide_shows_what_the_tool_prints() {
    let guide = std::fs::read_to_string(common::repo_root().join("docs/explorer.md")).unwrap();
    for command in [
        "table palace 12 --highlight 0 --check",
        "table custom 10 --leap 1,0 --leap 0,1 --leap 0,2",
        "table custom 100 --leap 1,0 --leap 0,1 --leap 0,2 --quiet --check 'x % 2 + y % 3'",
        "table custom 100 --leap 1,0 --leap 0,1 --leap 0,2 --quiet --check '(x % 2) ^ (y % 3)'",
        "table custom 12 --leap 1,0 --leap 0,1 --leap 0,2 --moves 7,5",
        "sequence subtraction 2,5,6 --period --cols 11",
        "sequence heap 'n - k..n' --param k=1..=3 --guess -q --len 12",
        "sequence segment SO --forbid SS,OO --len 12",
        "sequence segment X --forbid XX --period -q",
    ] {
        let shown = format!("cargo run --release --bin grundy -- {command}\n```\n\n```text\n");
        let start = guide
            .find(&shown)
            .unwrap_or_else(|| panic!("docs/explorer.md does not show `{command}`"))
            + shown.len();
        let end = start + guide[start..].find("```").unwrap();
        // Split as the shell would: a quoted expression is one argument.
        let args: Vec<String> = command
            .split('\'')
            .enumerate()
            .flat_map(|(i, part)| {
                if i % 2 == 1 {
                    vec![part.to_string()]
                } else {
                    part.split_whitespace().map(str::to_string).collect()
                }
            })
            .collect();
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let printed = stdout_of(&args);
        assert_eq!(
            &guide[start..end],
            printed,
            "docs/explorer.md's output of `{command}` is stale:\n{}",
            common::diff(&printed, &guide[start..end])
        );
    }
    // The committed picture is a heatmap of the 12 x 12 palace table.
    let svg = std::fs::read_to_string(common::repo_root().join("docs/palace-12.svg")).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let cells = doc
        .descendants()
        .filter(|d| d.attribute("class") == Some("cell"));
    let mut count = 0;
    for cell in cells {
        let at = |name: &str| -> u64 { cell.attribute(name).unwrap().parse().unwrap() };
        let want = Piece::Palace
            .closed_form(at("data-x"), at("data-y"))
            .unwrap();
        assert_eq!(at("data-value"), want);
        count += 1;
    }
    assert_eq!(count, 144);
    assert!(guide.contains("![Grundy values of the palace on a 12 x 12 board](palace-12.svg)"));
    // The custom piece's picture: its cells are (x % 2) ^ (y % 3), the
    // conjecture docs/explorer.md checks, and it marks the moves from (7, 5).
    let svg = std::fs::read_to_string(common::repo_root().join("docs/custom-12.svg")).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let mut count = 0;
    for cell in doc
        .descendants()
        .filter(|d| d.attribute("class") == Some("cell"))
    {
        let at = |name: &str| -> usize { cell.attribute(name).unwrap().parse().unwrap() };
        assert_eq!(at("data-value"), (at("data-x") % 2) ^ (at("data-y") % 3));
        count += 1;
    }
    assert_eq!(count, 144);
    assert_eq!(
        doc.descendants()
            .filter(|d| d.attribute("class") == Some("option winning"))
            .count(),
        1
    );
    assert!(guide.contains("](custom-12.svg)"));
    // The 60 x 60 palace: colour only, the 0s on the diagonal blocks.
    let svg = std::fs::read_to_string(common::repo_root().join("docs/palace-60.svg")).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let t = cells_of_runs(&doc, 60);
    for x in 0..60 {
        for y in 0..60 {
            let want = Piece::Palace.closed_form(x as u64, y as u64).unwrap() as u32;
            assert_eq!(t[x][y], Some(want), "palace-60 ({x}, {y})");
        }
    }
    assert!(guide.contains("](palace-60.svg)"));
}

/// Runs `grundy` and requires a failure: exit status not 0, nothing on
/// stdout, one stderr line `error: ...` containing `says`.
fn fails_saying(args: &[&str], says: &str) -> String {
    let out = grundy(args);
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(!out.status.success(), "{args:?} succeeded");
    assert!(out.stdout.is_empty(), "{args:?} wrote stdout");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr:?}");
    assert!(stderr.starts_with("error: "), "{args:?}: {stderr:?}");
    assert!(stderr.contains(says), "{args:?}: {stderr:?} lacks {says:?}");
    stderr
}

/// The Grundy table of a piece by the definition, independent of the crate:
/// `moves(x, y)` lists the cells one move away; a set per cell.
fn brute_table(n: usize, moves: impl Fn(usize, usize) -> Vec<(usize, usize)>) -> Vec<Vec<u32>> {
    let mut t = vec![vec![0u32; n]; n];
    for x in 0..n {
        for y in 0..n {
            let seen: std::collections::BTreeSet<u32> =
                moves(x, y).into_iter().map(|(a, b)| t[a][b]).collect();
            t[x][y] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    t
}

/// A piece of leaps and slides, written out move by move.
fn steps_moves(
    leaps: &'static [(usize, usize)],
    slides: &'static [(usize, usize)],
) -> impl Fn(usize, usize) -> Vec<(usize, usize)> {
    move |x, y| {
        let mut out = Vec::new();
        for &(dx, dy) in leaps {
            if x >= dx && y >= dy {
                out.push((x - dx, y - dy));
            }
        }
        for &(dx, dy) in slides {
            for k in 1.. {
                if x < k * dx || y < k * dy {
                    break;
                }
                out.push((x - k * dx, y - k * dy));
            }
        }
        out
    }
}

const KNIGHT: &str =
    "min(x,y) % 3 == 0 ? 0 : (min(x,y) % 3 == 1 ? (x == y ? 0 : 1) : (abs(x - y) > 1 ? 2 : 1))";

#[test]
fn check_passes_the_knights_form_and_fails_min() {
    let out = stdout_of(&["table", "knight", "20", "--check", KNIGHT]);
    assert!(
        out.contains(&format!("check: 0 of 400 cells differ from `{KNIGHT}`")),
        "{out}"
    );
    // min(x, y) against the knight by brute force: how many differ, and the
    // first ten in row-major order with both values.
    let t = brute_table(20, steps_moves(&[(1, 2), (2, 1)], &[]));
    let differ: Vec<(usize, usize)> = (0..20)
        .flat_map(|x| (0..20).map(move |y| (x, y)))
        .filter(|&(x, y)| t[x][y] as usize != x.min(y))
        .collect();
    let out = stdout_of(&["table", "knight", "20", "--check", "min(x, y)"]);
    assert!(
        out.contains(&format!(
            "check: {} of 400 cells differ from `min(x, y)`; the first 10:",
            differ.len()
        )),
        "{out}"
    );
    let listed: Vec<&str> = out.lines().filter(|l| l.starts_with("  (")).collect();
    assert_eq!(listed.len(), 10, "{out}");
    for (line, &(x, y)) in listed.iter().zip(&differ) {
        let want = format!("  ({x}, {y}): table {}, expression {}", t[x][y], x.min(y));
        assert_eq!(*line, want);
    }
    // The same form as a custom piece.
    let out = stdout_of(&[
        "table", "custom", "20", "--leap", "1,2", "--leap", "2,1", "--check", KNIGHT,
    ]);
    assert!(out.contains("check: 0 of 400 cells differ"), "{out}");
}

#[test]
fn check_reads_xor_and_c_precedence() {
    // ^ is XOR: the rook's x xor y; as a power it would differ almost everywhere.
    let out = stdout_of(&["table", "rook", "16", "--check", "x ^ y"]);
    assert!(
        out.contains("check: 0 of 256 cells differ from `x ^ y`"),
        "{out}"
    );
    // The king by hand (pieces.rs's table): 0 both even, 2 both odd, else 1
    // or 3 by the parity of min(x, y). & binds looser than ==, as in C.
    let king =
        "x % 2 == 0 & y % 2 == 0 ? 0 : x % 2 == 1 & y % 2 == 1 ? 2 : min(x, y) % 2 == 0 ? 1 : 3";
    let out = stdout_of(&["table", "king", "12", "--check", king]);
    assert!(out.contains("check: 0 of 144 cells differ"), "{out}");
    // Off by one everywhere: every cell differs, and the first 10 are listed.
    let out = stdout_of(&["table", "rook", "4", "--check", "(x ^ y) + 1"]);
    assert!(out.contains("check: 16 of 16 cells differ"), "{out}");
    assert!(out.contains("  (0, 0): table 0, expression 1\n"), "{out}");
    assert_eq!(out.lines().filter(|l| l.starts_with("  (")).count(), 10);
    // Without an expression: the library's closed form, as before.
    let out = stdout_of(&["table", "knight", "8", "--check"]);
    assert!(
        out.contains("0 of 64 cells differ from the knight's closed form"),
        "{out}"
    );
    // A piece without one: an error (exit 2), not a skipped check.
    fails_saying(
        &["table", "custom", "5", "--slide", "1,1", "--check"],
        "has none: give yours, --check 'EXPR'",
    );
}

#[test]
fn check_errors_point_at_the_column_or_the_cell() {
    let err = fails_saying(&["table", "knight", "8", "--check", "min(x, y"], "column 9");
    assert!(err.contains("expected `)`, found the end"), "{err}");
    let err = fails_saying(&["table", "knight", "8", "--check", "x +* y"], "column 4");
    assert!(err.contains("(at `* y`)"), "{err}");
    fails_saying(
        &["table", "knight", "8", "--check", "n"],
        "unknown name `n`",
    );
    fails_saying(&["table", "knight", "8", "--check", "x = y"], "write `==`");
    fails_saying(
        &["table", "knight", "8", "--check", "0 < x < 3"],
        "after another comparison",
    );
    fails_saying(
        &["sequence", "fibonacci", "--check", "x"],
        "unknown name `x`",
    );
    // Evaluation: the first cell where it fails, in row-major order.
    let err = fails_saying(
        &["table", "rook", "4", "--check", "x / y"],
        "divides by zero",
    );
    assert!(err.contains("at x = 0, y = 0"), "{err}");
    let err = fails_saying(
        &["table", "rook", "4", "--check", "y << 63"],
        "overflows i64",
    );
    assert!(err.contains("at x = 0, y = 1"), "{err}");
    fails_saying(
        &[
            "sequence",
            "subtraction",
            "1",
            "--check",
            "9223372036854775807 + n",
        ],
        "overflows",
    );
}

#[test]
fn check_on_sequences() {
    let out = stdout_of(&[
        "sequence",
        "subtraction",
        "1,3",
        "--len",
        "50",
        "--check",
        "n % 2",
    ]);
    assert!(
        out.contains("check: 0 of 50 values differ from `n % 2`"),
        "{out}"
    );
    // Take 1 or 2 is n mod 3; n % 2 differs where n mod 3 != n mod 2,
    // counted here by hand over n < 30.
    let differ: Vec<usize> = (0..30).filter(|n| n % 3 != n % 2).collect();
    let out = stdout_of(&[
        "sequence",
        "subtraction",
        "1,2",
        "--len",
        "30",
        "--check",
        "n % 2",
    ]);
    assert!(
        out.contains(&format!("check: {} of 30 values differ", differ.len())),
        "{out}"
    );
    assert!(out.contains("  n = 2: g(n) = 2, expression 0\n"), "{out}");
    assert!(out.contains("  n = 3: g(n) = 0, expression 1\n"), "{out}");
}

#[test]
fn custom_pieces_match_the_definition() {
    type Steps = (&'static [(usize, usize)], &'static [(usize, usize)]);
    let cases: [(&[&str], Steps); 5] = [
        (
            &["--slide", "1,0", "--slide", "0,1"],
            (&[], &[(1, 0), (0, 1)]),
        ),
        (
            &["--leap", "1,2", "--leap", "2,1"],
            (&[(1, 2), (2, 1)], &[]),
        ),
        (
            &["--slide", "1,0", "--slide", "0,1", "--leap", "1,1"],
            (&[(1, 1)], &[(1, 0), (0, 1)]),
        ),
        // A piece that is none of the six: a camel leap, a two-step slide
        // down the columns and a diagonal slide (repeats are allowed).
        (
            &[
                "--leap", "1,3", "--slide", "0,2", "--slide", "1,1", "--leap", "1,3",
            ],
            (&[(1, 3)], &[(0, 2), (1, 1)]),
        ),
        (
            &["--leap", "0,1", "--leap", "0,2", "--leap", "1,0"],
            (&[(0, 1), (0, 2), (1, 0)], &[]),
        ),
    ];
    let n = 14;
    for (flags, (leaps, slides)) in cases {
        let mut args = vec!["table", "custom", "14"];
        args.extend_from_slice(flags);
        let out = stdout_of(&args);
        assert!(out.starts_with("custom piece ("), "{out}");
        assert!(out.contains("lone custom piece"), "{out}");
        let want = brute_table(n, steps_moves(leaps, slides));
        let cells = printed_cells(&out, n);
        for x in 0..n {
            for y in 0..n {
                assert_eq!(cells[x][y], want[x][y].to_string(), "{flags:?} ({x}, {y})");
            }
        }
    }
    // The rook's slides are the rook: x xor y, checked as an expression.
    let out = stdout_of(&[
        "table",
        "custom",
        "9",
        "--slide",
        "1,0",
        "--slide",
        "0,1",
        "--check",
        "x ^ y",
        "--highlight",
        "0",
    ]);
    assert!(out.contains("check: 0 of 81 cells differ"), "{out}");
    assert!(out.contains("marks the 9 of 81 cells equal to 0"), "{out}");
    fails_saying(&["table", "custom", "5"], "needs its moves");
    fails_saying(&["table", "custom", "5", "--leap", "0,0"], "does not move");
    fails_saying(
        &["table", "custom", "5", "--leap", "1,-1"],
        "invalid value '1,-1'",
    );
    fails_saying(&["table", "custom", "5", "--slide", "1"], "not a pair");
    fails_saying(
        &["table", "king", "5", "--leap", "1,1"],
        "not of a built-in piece",
    );
    // 4 slides of 1000 x 1000 is over the bound; the size named fits.
    let err = fails_saying(
        &[
            "table", "custom", "1000", "--slide", "1,0", "--slide", "0,1", "--slide", "1,1",
            "--slide", "1,2",
        ],
        "above the bound",
    );
    let fits: usize = err.split("N <= ").nth(1).unwrap().trim().parse().unwrap();
    assert!(fits > 500 && fits < 1000, "{err}");
}

#[test]
fn moves_lists_options_and_marks_the_winning_ones() {
    // The king at (5, 7) steps to (4, 6), (4, 7), (5, 6); by brute force.
    let king = steps_moves(&[(1, 0), (0, 1), (1, 1)], &[]);
    let t = brute_table(10, &king);
    let out = stdout_of(&["table", "king", "10", "--moves", "5,7"]);
    assert!(
        out.starts_with(&format!(
            "king, 10 x 10: the moves from (x, y) = (5, 7), where t[5][7] = {}: the player to move wins",
            t[5][7]
        )),
        "{out}"
    );
    let mut winning = 0;
    for (a, b) in [(4, 6), (4, 7), (5, 6)] {
        let mark = if t[a][b] == 0 { "  winning" } else { "" };
        winning += usize::from(t[a][b] == 0);
        let line = format!("  to ({a}, {b})  value {}{mark}\n", t[a][b]);
        assert!(out.contains(&line), "{line:?} in\n{out}");
    }
    assert_eq!(winning, 1, "hand check: only (4, 6) is both even");
    assert!(out.contains("winning moves: 1 of 3"), "{out}");
    // A lost cell has no winning move; the corner has no move at all.
    let out = stdout_of(&["table", "king", "10", "--moves", "4,6"]);
    assert!(out.contains("the player to move loses"), "{out}");
    assert!(out.contains("winning moves: 0 of 3"), "{out}");
    let out = stdout_of(&["table", "rook", "3", "--moves", "0,0"]);
    assert!(out.contains("winning moves: 0 of 0"), "{out}");
    assert!(out.contains("no move at all"), "{out}");
    // A custom piece: the knight-and-king-diagonal from (6, 5), every option
    // and its value by brute force.
    let piece = steps_moves(&[(1, 2), (2, 1), (1, 1)], &[]);
    let t = brute_table(8, &piece);
    let out = stdout_of(&[
        "table", "custom", "8", "--leap", "1,2", "--leap", "2,1", "--leap", "1,1", "--moves", "6,5",
    ]);
    let listed: Vec<&str> = out.lines().filter(|l| l.starts_with("  to ")).collect();
    let mut options = piece(6, 5);
    options.sort();
    assert_eq!(listed.len(), options.len(), "{out}");
    for (line, (a, b)) in listed.iter().zip(options) {
        let v = t[a][b];
        assert!(line.starts_with(&format!("  to ({a}, {b})")), "{line}");
        assert!(line.contains(&format!("value {v}")), "{line}");
        assert_eq!(line.ends_with("winning"), v == 0, "{line}");
    }
    fails_saying(
        &["table", "rook", "5", "--moves", "5,1"],
        "off the 5 x 5 board",
    );
    fails_saying(
        &["table", "rook", "1000", "--moves", "999,999"],
        "nearer (0, 0)",
    );
}

#[test]
fn periods_are_proven_by_their_theorem_in_linear_time() {
    // Take 100000: g(n) = (n / 100000) mod 2, period 200000, proven once a
    // window of 100000 values recurs: 300000 values, 64 doubled to 2^19.
    let start = std::time::Instant::now();
    let out = stdout_of(&["sequence", "subtraction", "100000", "--period"]);
    assert!(
        out.contains("(pre-period, period) = (0, 200000)"),
        "{}",
        &out[out.len() - 500..]
    );
    assert!(
        out.contains("by a repeated window"),
        "{}",
        &out[out.len() - 500..]
    );
    assert!(out.contains("(the first 1000 of the 524288 values computed"));
    assert!(start.elapsed().as_secs() < 30, "{:?}", start.elapsed());
    // Take 1 or 3 with a --len too short for the proof (0 + 2 + 3 values
    // suffice, so 4 do not) is only observed.
    let out = stdout_of(&["sequence", "subtraction", "1,3", "--len", "4", "--period"]);
    assert!(
        out.contains("period: none proven within the 4 values"),
        "{out}"
    );
    assert!(
        out.contains("observed: g(n + 2) = g(n) for 0 <= n < 2"),
        "{out}"
    );
    assert!(out.contains("not proven"), "{out}");
    let out = stdout_of(&["sequence", "subtraction", "1,3", "--len", "5", "--period"]);
    assert!(out.contains("(pre-period, period) = (0, 2)"), "{out}");
}

#[test]
fn long_codes_are_bounded_by_time_not_refused() {
    // 100 splitting digits: no sparse space to save the direct loop's
    // 100 * n / 2 splits at heap n. Not refused by that price: the run
    // stops at its time budget and prints the values it has (exit 3).
    let code = format!("0.{}", "7".repeat(100));
    let out = grundy(&[
        "sequence", "octal", &code, "--len", "50000", "--time", "0.3",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert!(stderr.contains("of the 50000 values asked"), "{stderr}");
    let stdout = String::from_utf8(out.stdout).unwrap();
    let shown = printed_sequence(&stdout);
    assert!(!shown.is_empty() && shown.len() < 50000, "{}", shown.len());
    // 100000 zeros and a 3: one move (take 100001, all of a heap), so the
    // first 100000 values are 0, quickly (one digit is read per heap, not
    // 100002 as the old price had it).
    let code = format!("0.{}3", "0".repeat(100_000));
    let out = stdout_of(&["sequence", "octal", &code]);
    assert_eq!(printed_sequence(&out), vec![0; 60]);
    let out = stdout_of(&["sequence", "octal", &code, "--len", "100000", "--raw"]);
    assert_eq!(out, "0\n".repeat(100_000));
}

#[test]
fn write_errors_are_errors() {
    // A full disk.
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let out = std::process::Command::new(common::bin_path("grundy"))
        .args(["table", "palace", "12"])
        .stdout(full)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "exit 0 with the output lost");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("error: cannot write the output"),
        "{stderr}"
    );
    // A closed pipe: the reader goes away before 4 MB are written.
    let mut child = std::process::Command::new(common::bin_path("grundy"))
        .args([
            "sequence",
            "subtraction",
            "1,3",
            "--len",
            "1000000",
            "--cols",
            "1000",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "exit 0 into a closed pipe");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("cannot write the output"), "{stderr}");
}

/// The cells of a large (text-free) SVG: each `path.value`'s runs
/// `M y x h w v1 h-w z`, read back into a table.
fn cells_of_runs(doc: &roxmltree::Document, n: usize) -> Vec<Vec<Option<u32>>> {
    let mut t = vec![vec![None; n]; n];
    for path in doc
        .descendants()
        .filter(|d| d.attribute("class") == Some("value"))
    {
        let v: u32 = path.attribute("data-value").unwrap().parse().unwrap();
        for run in path.attribute("d").unwrap().split('M').skip(1) {
            let run = run.strip_suffix('z').unwrap();
            let (start, rest) = run.split_once('h').unwrap();
            let (y, x) = start.split_once(' ').unwrap();
            let (y, x): (usize, usize) = (y.parse().unwrap(), x.parse().unwrap());
            let w: usize = rest.split('v').next().unwrap().parse().unwrap();
            for c in y..y + w {
                assert!(t[x][c].is_none(), "({x}, {c}) drawn twice");
                t[x][c] = Some(v);
            }
        }
    }
    t
}

#[test]
fn large_svgs_have_no_text_and_stay_small() {
    let dir = std::env::temp_dir();
    let path = dir.join(format!("grundy-explorer-big-{}.svg", std::process::id()));
    let file = path.to_str().unwrap();
    stdout_of(&["table", "rook", "256", "--svg", file]);
    let svg = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    // Every cell of the rook's table has its own value, so no run merges:
    // the worst case. The old picture (a <g> with text per cell) was 16.5 MB.
    assert!(svg.len() < 1_500_000, "{} bytes", svg.len());
    let doc = roxmltree::Document::parse(&svg).unwrap();
    assert_eq!(
        doc.descendants()
            .filter(|d| d.attribute("class") == Some("cell"))
            .count(),
        0
    );
    let t = cells_of_runs(&doc, 256);
    for x in 0..256 {
        for y in 0..256 {
            assert_eq!(t[x][y], Some((x ^ y) as u32), "({x}, {y})");
        }
    }
    // The legend of 256 values is a bar with ticks from 0 to 255.
    let ticks: Vec<u32> = doc
        .descendants()
        .filter(|d| d.attribute("class") == Some("tick"))
        .map(|d| d.attribute("data-value").unwrap().parse().unwrap())
        .collect();
    assert_eq!(ticks.first(), Some(&0));
    assert_eq!(ticks.last(), Some(&255));
}

/// `#rrggbb` to its luma (how light it reads, also in grey).
fn luma(hex: &str) -> f64 {
    let c = |i: usize| f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap());
    0.299 * c(1) + 0.587 * c(3) + 0.114 * c(5)
}

#[test]
fn svg_palette_is_ordered_with_a_legend_and_marks() {
    let path =
        std::env::temp_dir().join(format!("grundy-explorer-marks-{}.svg", std::process::id()));
    let file = path.to_str().unwrap();
    stdout_of(&[
        "table",
        "king",
        "10",
        "--moves",
        "5,7",
        "--check",
        "min(x, y) % 4",
        "--svg",
        file,
    ]);
    let svg = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let class = |name: &str| {
        doc.descendants()
            .filter(|d| d.attribute("class") == Some(name))
            .collect::<Vec<_>>()
    };
    // The king's values are 0..=3: one key each, lighter as the value grows.
    let keys = class("key");
    let values: Vec<u32> = keys
        .iter()
        .filter_map(|k| k.attribute("data-value"))
        .map(|v| v.parse().unwrap())
        .collect();
    assert_eq!(values, [0, 1, 2, 3]);
    let lumas: Vec<f64> = keys
        .iter()
        .filter(|k| k.attribute("data-value").is_some())
        .map(|k| luma(k.first_element_child().unwrap().attribute("fill").unwrap()))
        .collect();
    assert!(lumas.windows(2).all(|w| w[0] < w[1]), "{lumas:?}");
    // The cell colours are the legend's.
    for cell in class("cell") {
        let v: usize = cell.attribute("data-value").unwrap().parse().unwrap();
        let fill = cell
            .first_element_child()
            .unwrap()
            .next_sibling_element()
            .unwrap();
        let key_fill = keys[v].first_element_child().unwrap().attribute("fill");
        assert_eq!(fill.attribute("fill"), key_fill);
    }
    // --moves 5,7: one square, three rings, one of them winning ((4, 6)).
    assert_eq!(class("from").len(), 1);
    assert_eq!(class("option").len() + class("option winning").len(), 3);
    assert_eq!(class("option winning").len(), 1);
    // --check: the king's table differs from min(x, y) % 4 where a brute
    // force says so.
    let t = brute_table(10, steps_moves(&[(1, 0), (0, 1), (1, 1)], &[]));
    let differ = (0..10)
        .flat_map(|x| (0..10).map(move |y| (x, y)))
        .filter(|&(x, y)| t[x][y] as usize != x.min(y) % 4)
        .count();
    assert_eq!(class("differs").len(), differ);
    assert!(differ > 0);
}

#[test]
fn guess_prints_the_formula_in_both_syntaxes_and_says_how_far_it_holds() {
    // Take 1 or 2: g(n) = n mod 3 (by hand), periodic by the window theorem.
    let out = stdout_of(&[
        "sequence",
        "subtraction",
        "1,2",
        "-q",
        "--guess",
        "--budget",
        "1",
    ]);
    assert!(
        out.contains("guess: `n % 3` (size 3, found by search"),
        "{out}"
    );
    assert!(out.contains("  rust (n as i64): (n % 3)\n"), "{out}");
    assert!(
        out.contains("  fits all 1,000 computed values (n = 0..=999); not a proof"),
        "{out}"
    );
    assert!(
        out.contains("  proven: the values have the period (pre-period 0, period 3)"),
        "{out}"
    );
    // The rook: x ^ y (its closed form in the library).
    let out = stdout_of(&[
        "table",
        "rook",
        "16",
        "-q",
        "--guess",
        "--guess-lost",
        "--budget",
        "1",
    ]);
    assert!(out.contains("guess: `x ^ y`"), "{out}");
    // Lost exactly on the diagonal.
    let lost = out
        .lines()
        .find(|l| l.starts_with("guess-lost: `"))
        .unwrap();
    assert!(lost.contains("`x == y`"), "{lost}");
    // No formula: Grundy's game (split a heap into two unequal heaps) has
    // none known; stdout says so and the exit status is 3.
    let out = grundy(&[
        "sequence",
        "heap",
        "for a in 1..(n+1)/2: a, n-a",
        "-q",
        "--guess",
        "--budget",
        "0.3",
    ]);
    assert_eq!(out.status.code(), Some(3));
    assert!(out.stderr.is_empty());
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("guess: no formula within the budget (size <= "),
        "{stdout}"
    );
}

/// Issue 38: a guess of a subtraction game reads its values until their
/// period is proven. {1, 1000} alternates 0 1 for its first 1,000 values
/// and has g(1000) = 2 (options 999 and 0, values 1 and 0): `n & 1` fitted
/// the 1,000 values a guess used to read, and was printed.
#[test]
fn a_guess_reads_a_subtraction_game_past_its_largest_move() {
    let out = grundy(&[
        "sequence",
        "subtraction",
        "1,1000",
        "-q",
        "--guess",
        "--budget",
        "0.3",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!stdout.contains("`n & 1`"), "{stdout}");
    assert!(
        !stdout.contains("fits all 1,000 computed values"),
        "{stdout}"
    );
    // Whatever it prints fits the values past 1000: none within this
    // budget, exit 3, or a formula that holds there.
    assert!(
        out.status.code() == Some(3) || stdout.contains("proven"),
        "{stdout}"
    );
}
