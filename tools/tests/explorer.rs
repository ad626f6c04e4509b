//! The `grundy` explorer binary, run as a process: its tables, sequences,
//! periods, SVG and error reports.
// Cells are indexed by their coordinates, as in the rules.
#![allow(clippy::needless_range_loop)]
#[path = "../../tests/common/mod.rs"]
mod common;

use grundy::pieces::Piece;
use std::process::Output;

/// Runs `grundy` with `args` and no input.
fn grundy(args: &[&str]) -> Output {
    common::run_args(&common::bin_path("grundy"), args, b"")
}

/// Runs `grundy` with `args`, requires success and returns stdout.
fn stdout_of(args: &[&str]) -> String {
    let out = grundy(args);
    assert!(
        out.status.success(),
        "grundy {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "grundy {args:?} wrote to stderr");
    String::from_utf8(out.stdout).unwrap()
}

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
        let out = stdout_of(&["table", name, "20", "--check"]);
        let cells = printed_cells(&out, n);
        if piece == Piece::Queen {
            assert!(
                out.contains("check: the queen has no closed form"),
                "queen:\n{out}"
            );
            continue;
        }
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
    // Without --len: as many values as the proof needs (176, so 256).
    let out = stdout_of(&["sequence", "octal", "0.07", "--period"]);
    assert!(out.contains("(pre-period, period) = (53, 34)"), "{out}");
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
    let out = stdout_of(&["sequence", "octal", "0.07", "--len", "176", "--period"]);
    assert!(out.contains("(53, 34)"), "{out}");
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
    ] {
        let out = stdout_of(args);
        assert!(out.starts_with("grundy: "), "{args:?}: {out}");
        assert!(out.contains("USAGE:"), "{args:?}: {out}");
        assert!(out.contains("N is 1..=1000"), "{args:?}: {out}");
        assert!(!out.contains('{'), "unfilled placeholder: {out}");
    }
}

#[test]
fn errors_are_one_stderr_line_and_no_stdout() {
    let unwritable = "/nonexistent-grundy-dir/x.svg";
    for (args, says) in [
        (&["table", "pawn", "4"][..], "unknown piece `pawn`"),
        (&["table", "Rook", "4"], "unknown piece `Rook`"),
        (&["table", "rook"], "needs a size"),
        (&["table"], "needs a piece"),
        (&["table", "rook", "x"], "must be a whole number, found `x`"),
        (&["table", "rook", "0"], "must be at least 1"),
        (&["table", "rook", "1001"], "1001 is above the cap 1000"),
        (&["table", "rook", "99999999999999999999"], "whole number"),
        (&["table", "rook", "4", "5"], "unexpected argument `5`"),
        (
            &["table", "rook", "4", "--highlight", "a"],
            "`--highlight` needs a Grundy value",
        ),
        (
            &["table", "rook", "4", "--highlight"],
            "`--highlight` needs a value",
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
            &["table", "rook", "4", "--len", "3"],
            "`--len` is not an option of `table`",
        ),
        (&["table", "rook", "4", "--check", "--check"], "given twice"),
        (&["table", "rook", "4", "--check=yes"], "takes no value"),
        (
            &["table", "rook", "4", "--colour"],
            "unknown option `--colour`",
        ),
        (&["table", "rook", "-4"], "unknown option `-4`"),
        (&["tables"], "unknown command `tables`"),
        (&["sequence"], "needs a game"),
        (&["sequence", "kayles"], "unknown game `kayles`"),
        (&["sequence", "subtraction"], "needs a move list"),
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
            "must be at least 1",
        ),
        (
            &["sequence", "subtraction", "1,3", "--len", "10000001"],
            "above the cap 10000000",
        ),
        (
            &["sequence", "fibonacci", "--len=abc"],
            "must be a whole number",
        ),
        (&["sequence", "octal"], "needs a code"),
        (&["sequence", "octal", "0.08"], "not an octal digit"),
        (&["sequence", "octal", "07"], "has no point"),
        (
            &["sequence", "octal", "0.07", "--len", "50001"],
            "above the cap 50000",
        ),
        (
            &["sequence", "octal", "0.07", "--check"],
            "not an option of `sequence`",
        ),
        (
            &["sequence", "fibonacci", "extra"],
            "unexpected argument `extra`",
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
fn readme_shows_what_the_tool_prints() {
    let readme = std::fs::read_to_string(common::repo_root().join("README.md")).unwrap();
    for command in [
        "table palace 12 --highlight 0 --check",
        "sequence subtraction 2,5,6 --period --cols 11",
    ] {
        let shown = format!("cargo run --release --bin grundy -- {command}\n```\n\n```text\n");
        let start = readme
            .find(&shown)
            .unwrap_or_else(|| panic!("README.md does not show `{command}`"))
            + shown.len();
        let end = start + readme[start..].find("```").unwrap();
        let args: Vec<&str> = command.split(' ').collect();
        let printed = stdout_of(&args);
        assert_eq!(
            &readme[start..end],
            printed,
            "README.md's output of `{command}` is stale:\n{}",
            common::diff(&printed, &readme[start..end])
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
    assert!(
        readme.contains("![Grundy values of the palace on a 12 x 12 board](docs/palace-12.svg)")
    );
}
