//! The documentation's links: README.md and every guide in docs/ link only to
//! files and headings that exist, README stays a short entrance (at most 250
//! lines), and every guide is reachable from it. And its commands: every
//! command in a `sh` block runs, here (`cargo run --bin`), in smoke mode in
//! the slow test (the benchmark commands, their tables compared with the
//! pages'), or is listed in `RUN_ELSEWHERE` with what runs it instead.
//!
//! It lives in the explorer's package (most commands are `grundy ...`); a
//! binary of another package (`bundle`, the judged ones) is found where
//! cargo built it, or built first (`common::bin_path`).

#[path = "../../../tests/common/mod.rs"]
mod common;

use std::path::{Path, PathBuf};

/// README.md and docs/*.md.
fn pages() -> Vec<PathBuf> {
    common::doc_pages()
}

/// The text outside fenced code blocks (a `](x)` in a code sample is no link).
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// The targets of the inline links `[text](target)` and images.
fn link_targets(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(k) = rest.find("](") {
        rest = &rest[k + 2..];
        if let Some(end) = rest.find(')') {
            found.push(rest[..end].to_string());
        }
    }
    found
}

/// GitHub's anchor for a heading: lower case, spaces to `-`, punctuation
/// other than `-` and `_` dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(page: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(page).unwrap();
    prose(&text)
        .lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| slug(l.trim_start_matches('#')))
        .collect()
}

#[test]
fn every_relative_link_resolves() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for target in link_targets(&prose(&text)) {
            if target.starts_with("http://") || target.starts_with("https://") {
                continue;
            }
            checked += 1;
            let (file, anchor) = match target.split_once('#') {
                Some((file, anchor)) => (file, Some(anchor)),
                None => (target.as_str(), None),
            };
            let file = if file.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(file)
            };
            if !file.exists() {
                broken.push(format!("{}: {} (no such file)", page.display(), target));
            } else if let Some(anchor) = anchor {
                if !anchors(&file).iter().any(|a| a == anchor) {
                    broken.push(format!("{}: {} (no such heading)", page.display(), target));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
    assert!(checked >= 15, "only {} relative links found", checked);
}

#[test]
fn readme_is_short_and_links_every_guide() {
    let root = common::repo_root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let lines = readme.lines().count();
    assert!(
        lines <= 250,
        "README.md has {} lines; the rest belongs in docs/",
        lines
    );
    let targets = link_targets(&prose(&readme));
    for page in pages().into_iter().skip(1) {
        let name = format!("docs/{}", page.file_name().unwrap().to_str().unwrap());
        assert!(
            targets
                .iter()
                .any(|t| t.split('#').next() == Some(name.as_str())),
            "README.md does not link {}",
            name
        );
    }
}

#[test]
fn the_anchor_rule_is_githubs() {
    // Examples worked by hand from GitHub's rendering of headings.
    assert_eq!(slug(" Bounds and errors"), "bounds-and-errors");
    assert_eq!(slug(" The rustc 1.63 floor"), "the-rustc-163-floor");
    assert_eq!(slug(" The `grundy` explorer"), "the-grundy-explorer");
    assert_eq!(slug(" Print, highlight, check"), "print-highlight-check");
}

/// Every shell command the pages show, as `(page:line, command)`, without its
/// trailing `# comment`.
fn shell_commands() -> Vec<(String, String)> {
    let root = common::repo_root();
    let mut found = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let name = page.strip_prefix(&root).unwrap().display().to_string();
        let mut block: Option<String> = None;
        for (i, line) in text.lines().enumerate() {
            let t = line.trim();
            if let Some(tag) = t.strip_prefix("```") {
                block = match block {
                    Some(_) => None,
                    None => Some(tag.to_string()),
                };
                continue;
            }
            if block.as_deref() == Some("sh") && !t.is_empty() && !t.starts_with('#') {
                let command = match t.find("  #") {
                    Some(k) => t[..k].trim_end(),
                    None => t,
                };
                found.push((format!("{}:{}", name, i + 1), command.to_string()));
            }
        }
    }
    found
}

/// Commands the pages show that neither test here runs, and what runs them
/// instead (or why nothing can): a prefix of the command, and the reason.
const RUN_ELSEWHERE: &[(&str, &str)] = &[
    ("cargo test", "CI runs the full test command (.ci/run)"),
    ("cargo fmt", "CI runs fmt and clippy (.ci/run)"),
    ("bash .ci/run", "CI itself"),
    (
        "scripts/ci-times.sh",
        "runs CI (.ci/run) with its steps timed; CI does not run CI",
    ),
    (
        "export GRUNDY_OLD_RUSTC",
        "CI runs scripts/old-rustc.sh (.ci/run)",
    ),
    (
        "\"$GRUNDY_OLD_RUSTC\"",
        "tools/bundle/tests/bundle.rs compiles every bundle with it",
    ),
    (
        "rustc --edition",
        "tools/bundle/tests/bundle.rs compiles every bundle; scripts/oj-check.sh (CI) every binary's",
    ),
    (
        "pip install",
        "scripts/oj-check.sh installs online-judge-tools (CI)",
    ),
    (
        "oj t ",
        "scripts/oj-check.sh runs `oj t -c EXE -d testdata/BIN` for every binary (CI)",
    ),
    (
        "oj d ",
        "needs the judge's website, which CI cannot reach; scripts/oj-check.sh checks \
         that the installed oj takes `oj d URL -d DIR`",
    ),
    ("$EDITOR", "the user's editor"),
    (
        "GRUNDY_FUZZ_SECS=",
        "a fuzz target's long run (10 minutes or more), run by hand; docs/testing.md records each",
    ),
    (
        "cargo run --release --bin grundy -- new",
        "tools/explorer/tests/new.rs runs the loop in a copy of the crate",
    ),
    (
        "cargo run --release --bin bundle -- take256",
        "tools/explorer/tests/new.rs: a problem made by new",
    ),
    (
        "cargo run --release --bin bundle -- abc300_d",
        "tools/explorer/tests/new.rs: a problem made by new",
    ),
    (
        "cargo run --release --bin bundle -- --file",
        "tools/bundle/tests/bundle_file.rs bundles files of other crates",
    ),
];

/// The benchmark commands (after any `NAME=value` settings): run in smoke
/// mode by `every_benchmark_command_the_pages_show_runs_in_smoke_mode`.
const BENCHMARKS: &[&str] = &[
    "scripts/",
    "cargo bench ",
    "cargo build --release -p grundy-benches ",
    "cargo run --release -p grundy-benches ",
    "perf stat ",
    "mkdir -p /tmp/base && git archive ",
];

/// The command without its leading `NAME=value` settings.
fn without_settings(command: &str) -> &str {
    let mut rest = command;
    loop {
        let word = rest.split(' ').next().unwrap_or("");
        let name = word.split('=').next().unwrap_or("");
        if word.contains('=')
            && !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        {
            rest = rest[word.len()..].trim_start();
        } else {
            return rest;
        }
    }
}

fn run_elsewhere(command: &str) -> bool {
    RUN_ELSEWHERE
        .iter()
        .any(|(prefix, _)| command.starts_with(prefix))
}

fn benchmark(command: &str) -> bool {
    let rest = without_settings(command);
    BENCHMARKS.iter().any(|prefix| rest.starts_with(prefix))
}

#[test]
fn settings_and_benchmarks_are_told_apart() {
    assert_eq!(
        without_settings("CLOCK=wall RUNS=31 scripts/cpp-compare.sh"),
        "scripts/cpp-compare.sh"
    );
    assert_eq!(without_settings("cargo bench -- a=b"), "cargo bench -- a=b");
    assert!(benchmark(
        "OGSOLVE_BENCH_SKIP_VALUES=1 scripts/ogsolve-bench.sh 3"
    ));
    assert!(benchmark("cargo bench -p grundy-benches"));
    assert!(!benchmark(
        "cargo run --release --bin grundy -- table rook 8"
    ));
    assert!(!benchmark(
        "export GRUNDY_OLD_RUSTC=\"$(scripts/old-rustc.sh)\""
    ));
    assert!(run_elsewhere("oj d URL -d testdata/take256"));
    assert!(!run_elsewhere("oj u URL"));
    // A new kind of command is neither: the quick test fails on it.
    assert!(!run_elsewhere("make bench") && !benchmark("make bench"));
}

#[test]
fn every_command_the_pages_show_runs() {
    let root = common::repo_root();
    let scratch = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("docs-commands");
    std::fs::create_dir_all(&scratch).unwrap();
    let mut ran = 0;
    let mut failures = Vec::new();
    for (at, command) in shell_commands() {
        if run_elsewhere(&command) || benchmark(&command) {
            continue;
        }
        let w = common::shell_words(&command);
        // cargo run [--release] --bin NAME -- ARGS [< IN] [> OUT]
        let bin_at = w.iter().position(|x| x == "--bin");
        let (Some(bin_at), true) = (bin_at, w.starts_with(&["cargo".into(), "run".into()])) else {
            failures.push(format!(
                "{at}: `{command}` is neither run here, nor a benchmark (BENCHMARKS), \
                 nor listed in RUN_ELSEWHERE"
            ));
            continue;
        };
        let bin = &w[bin_at + 1];
        let mut args: Vec<String> = Vec::new();
        let mut input: Vec<u8> = Vec::new();
        let mut rest = w[bin_at + 2..].iter();
        while let Some(x) = rest.next() {
            match x.as_str() {
                "--" => {}
                "<" => input = std::fs::read(root.join(rest.next().unwrap())).unwrap(),
                ">" => {
                    rest.next();
                }
                "-o" | "--svg" => {
                    // Written to the scratch folder, not over the repository's files.
                    let file = rest.next().unwrap();
                    args.push(x.clone());
                    let name = std::path::Path::new(file).file_name().unwrap();
                    args.push(scratch.join(name).display().to_string());
                }
                _ => args.push(x.clone()),
            }
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let exe = common::bin_path(bin);
        let out = std::process::Command::new(&exe)
            .args(&args)
            .current_dir(&root)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                let _ = child.stdin.take().unwrap().write_all(&input);
                child.wait_with_output()
            })
            .unwrap();
        ran += 1;
        if !out.status.success() {
            failures.push(format!(
                "{at}: `{command}` exited {:?}: {}",
                out.status.code(),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(ran >= 15, "only {ran} commands ran");
}

#[test]
fn the_readme_loop_prints_what_it_says() {
    // README step 3: "It prints g(n) for n = 0..=63 and `period: (pre-period,
    // period) = (0, 11)`, proven by a repeated window".
    let root = common::repo_root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(readme.contains(
        "It prints `g(n)` for n = 0..=63 and `period: (pre-period, period) = (0,\n   11)`"
    ));
    let out = common::run_args(
        &common::bin_path("grundy"),
        &[
            "sequence",
            "subtraction",
            "2,5,6",
            "--period",
            "--cols",
            "11",
        ],
        b"",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    // Rows "11:  0 0 1 ...": the first index, then the values.
    let values: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split_once(':'))
        .filter(|(index, _)| index.trim().parse::<usize>().is_ok())
        .flat_map(|(_, row)| row.split_whitespace())
        .collect();
    assert_eq!(values.len(), 64, "{text}");
    assert!(
        text.contains("period: (pre-period, period) = (0, 11)"),
        "{text}"
    );
    assert!(text.contains("proven"), "{text}");
    // README's run command: the stored answer.
    let case = std::fs::read(root.join("testdata/p16880/five-kinds-win.in")).unwrap();
    let want = std::fs::read_to_string(root.join("testdata/p16880/five-kinds-win.out")).unwrap();
    let out = common::run(&common::bin_path("p16880"), &case);
    assert_eq!(String::from_utf8_lossy(&out.stdout), want);
}

/// A Markdown table's header with every run of digits written `N` and the
/// clock (`cpu`, `wall`) written `CLOCK`: a run count, a revision or the
/// clock in a header is the script's setting, not its format.
fn table_shape(header: &str) -> String {
    let header = header
        .replace("cpu time", "CLOCK time")
        .replace("wall time", "CLOCK time");
    let mut out = String::new();
    let mut digits = false;
    for c in header.trim().chars() {
        if c.is_ascii_digit() {
            if !digits {
                out.push('N');
            }
            digits = true;
        } else {
            out.push(c);
            digits = false;
        }
    }
    out
}

/// The cells of a table row `| a | b |`.
fn cells(row: &str) -> Vec<String> {
    let row = row.trim();
    let inner = row.strip_prefix('|').unwrap_or(row);
    let inner = inner.strip_suffix('|').unwrap_or(inner);
    // `\|` inside a cell is a literal bar.
    inner
        .replace("\\|", "\u{1}")
        .split('|')
        .map(|c| c.trim().replace('\u{1}', "|"))
        .collect()
}

/// The Markdown tables in `text`: each as its header row and body rows.
fn tables(text: &str) -> Vec<(String, Vec<Vec<String>>)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i + 1 < lines.len() {
        let separator = lines[i + 1].trim();
        if lines[i].trim_start().starts_with('|')
            && separator.starts_with('|')
            && separator.contains("---")
            && separator.chars().all(|c| "|-: ".contains(c))
        {
            let mut rows = Vec::new();
            let mut j = i + 2;
            while j < lines.len() && lines[j].trim_start().starts_with('|') {
                rows.push(cells(lines[j]));
                j += 1;
            }
            found.push((lines[i].trim().to_string(), rows));
            i = j;
        } else {
            i += 1;
        }
    }
    found
}

/// Whether a cell is a figure: a number first (`1,234`, `0.74 (0.51-0.99)`,
/// `8.01 ms`, `1.30%`, `2.48x`), or `-` (a figure the run has no input for).
fn figure(cell: &str) -> bool {
    let cell = cell.trim_matches('*').replace(',', "");
    if cell == "-" {
        return true;
    }
    let number: String = cell
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    number.parse::<f64>().is_ok_and(f64::is_finite)
}

/// What a benchmark script printed, against the pages' tables: it prints a
/// table; each has the header of a table in the pages (`N` for digits);
/// each row has the header's cells; and where every cell of a column in the
/// pages is a figure, so is the script's.
fn compare_tables(printed: &str, page_tables: &[(String, Vec<Vec<String>>)]) -> Vec<String> {
    let mut problems = Vec::new();
    let printed = tables(printed);
    if printed.is_empty() {
        problems.push("prints no table".to_string());
    }
    for (header, rows) in printed {
        let shape = table_shape(&header);
        let like: Vec<&Vec<Vec<String>>> = page_tables
            .iter()
            .filter(|(h, _)| table_shape(h) == shape)
            .map(|(_, rows)| rows)
            .collect();
        if like.is_empty() {
            problems.push(format!("prints a table no page has: {header}"));
            continue;
        }
        let width = cells(&header).len();
        for (k, row) in rows.iter().enumerate() {
            if row.len() != width {
                problems.push(format!(
                    "row {} has {} cells, not {width}: {row:?}",
                    k + 1,
                    row.len()
                ));
                continue;
            }
            for (c, cell) in row.iter().enumerate() {
                let figures_in_pages = like
                    .iter()
                    .flat_map(|rows| rows.iter())
                    .all(|r| r.get(c).is_some_and(|x| figure(x)));
                if figures_in_pages && !figure(cell) {
                    problems.push(format!(
                        "row {}, column {}: `{cell}` is no figure ({header})",
                        k + 1,
                        c + 1
                    ));
                }
            }
        }
    }
    problems
}

#[test]
fn the_table_comparison_catches_a_changed_format() {
    let page = "| a | b (median of 3) |\n|---|---|\n| x | 1.5 ms (1.0-2.0) |\n";
    let pages = tables(page);
    let good = "| a | b (median of 1) |\n|---|---|\n| y | 2.0 ms (2.0-2.0) |\n| z | - |\n";
    assert!(compare_tables(good, &pages).is_empty());
    // A cell that is no number, a missing cell, another header, no table.
    let nan = "| a | b (median of 1) |\n|---|---|\n| y | nan ms |\n";
    assert_eq!(compare_tables(nan, &pages).len(), 1);
    let short = "| a | b (median of 1) |\n|---|---|\n| y |\n";
    assert_eq!(compare_tables(short, &pages).len(), 1);
    let other = "| a | c |\n|---|---|\n| y | 1 |\n";
    assert_eq!(compare_tables(other, &pages).len(), 1);
    assert_eq!(compare_tables("done\n", &pages).len(), 1);
    assert!(figure("25,946") && figure("**17**") && figure("1.30%"));
    assert!(!figure("inf") && !figure("`n`") && !figure(""));
}

/// A line on the test's real stderr, shown even when the harness captures
/// the output (as CI's `cargo test` does).
fn visible(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{line}");
}

#[test]
#[ignore = "slow (about 3 min warm): every benchmark command the pages show, run in smoke mode; CI runs it with --include-ignored"]
fn every_benchmark_command_the_pages_show_runs_in_smoke_mode() {
    // Each command as the page prints it, through bash, from the repository
    // root, with SMOKE=1 (each script's header says what that cuts) and two
    // changes: `/tmp/` is this test's scratch folder (kept between runs, so
    // the older build in it is built once), and criterion runs each bench
    // once (`-- --test`). The scripts write only under target/.
    let root = common::repo_root();
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("docs-smoke");
    std::fs::create_dir_all(&scratch).unwrap();
    let mut page_tables = Vec::new();
    for page in pages() {
        page_tables.extend(tables(&std::fs::read_to_string(page).unwrap()));
    }
    let has = |tool: &str| {
        std::process::Command::new("sh")
            .args(["-c", &format!("command -v {tool}")])
            .output()
            .is_ok_and(|o| o.status.success())
    };
    let mut ran = 0;
    let mut failures = Vec::new();
    for (at, command) in shell_commands() {
        if run_elsewhere(&command) || !benchmark(&command) {
            continue;
        }
        let rest = without_settings(&command);
        if rest.starts_with("perf ") && !has("perf") {
            visible(&format!(
                "smoke: {at}: skipped `{command}`: no perf on this machine"
            ));
            continue;
        }
        let mut line = command.replace("/tmp/", &format!("{}/", scratch.display()));
        if rest.starts_with("cargo bench") {
            line += if rest.contains(" -- ") {
                " --test"
            } else {
                " -- --test"
            };
        }
        let start = std::time::Instant::now();
        let out = std::process::Command::new("bash")
            .args(["-o", "pipefail", "-c", &line])
            .current_dir(&root)
            .env("SMOKE", "1")
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        ran += 1;
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let mut problems = Vec::new();
        if !out.status.success() {
            let tail: Vec<&str> = stderr.lines().rev().take(15).collect();
            let tail: Vec<&str> = tail.into_iter().rev().collect();
            problems.push(format!(
                "exited {:?}:\n{}",
                out.status.code(),
                tail.join("\n")
            ));
        } else if rest.starts_with("scripts/") {
            problems.extend(compare_tables(&stdout, &page_tables));
        } else if rest.starts_with("cargo bench") {
            // Criterion's test mode: `Testing NAME` then `Success` for each.
            let testing = stdout.matches("Testing ").count();
            let success = stdout.matches("Success").count();
            if testing == 0 || testing != success {
                problems.push(format!(
                    "{success} of {testing} benches succeeded:\n{stdout}"
                ));
            }
        } else if rest.starts_with("perf ") && !stderr.contains("task-clock") {
            problems.push(format!("no task-clock line: {stderr}"));
        }
        if let Some((_, file)) = line.split_once(" > ") {
            let file = file.split_whitespace().next().unwrap();
            if std::fs::metadata(file).map_or(true, |m| m.len() == 0) {
                problems.push(format!("wrote nothing to {file}"));
            }
        }
        for note in stderr.lines().filter(|l| l.starts_with("smoke: ")) {
            visible(&format!("{note} ({at})"));
        }
        let verdict = if problems.is_empty() { "ok" } else { "FAILED" };
        visible(&format!(
            "smoke: {at}: `{command}`: {verdict} in {:.1} s",
            start.elapsed().as_secs_f64()
        ));
        for problem in problems {
            failures.push(format!("{at}: `{command}`: {problem}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(ran >= 20, "only {ran} benchmark commands ran");
}
