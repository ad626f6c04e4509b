//! The documentation's links: README.md and every guide in docs/ link only to
//! files and headings that exist, README stays a short entrance (at most 250
//! lines), and every guide is reachable from it.

#[path = "../../tests/common/mod.rs"]
mod common;

use std::path::{Path, PathBuf};

/// README.md and docs/*.md.
fn pages() -> Vec<PathBuf> {
    let root = common::repo_root();
    let mut pages = vec![root.join("README.md")];
    let mut guides: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    guides.sort();
    pages.extend(guides);
    pages
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

/// Commands the pages show that this test does not run, and what runs them
/// instead: a prefix of the command, and the reason.
const RUN_ELSEWHERE: &[(&str, &str)] = &[
    ("cargo test", "CI runs the full test command (.ci/run)"),
    ("cargo fmt", "CI runs fmt and clippy (.ci/run)"),
    ("bash .ci/run", "CI itself"),
    (
        "export GRUNDY_OLD_RUSTC",
        "CI runs scripts/old-rustc.sh (.ci/run)",
    ),
    (
        "\"$GRUNDY_OLD_RUSTC\"",
        "tools/tests/bundle.rs compiles every bundle with it",
    ),
    (
        "rustc --edition",
        "tools/tests/bundle.rs compiles every bundle",
    ),
    (
        "pip install",
        "scripts/oj-check.sh installs online-judge-tools (CI)",
    ),
    (
        "oj ",
        "scripts/oj-check.sh runs oj t on every case (CI); oj d needs the judge",
    ),
    ("$EDITOR", "the user's editor"),
    ("cargo bench", "benchmarks: minutes, on a quiet machine"),
    ("cargo build --release -p grundy-benches", "benchmarks"),
    (
        "cargo run --release -p grundy-benches",
        "benchmarks' input generator",
    ),
    ("perf stat", "benchmarks"),
    ("scripts/", "benchmark scripts: minutes, on a quiet machine"),
    ("RUNS=", "benchmark scripts"),
    ("BASE=", "benchmark scripts"),
    ("EXTRA=", "benchmark scripts"),
    ("CLOCK=", "benchmark scripts"),
    ("git archive", "benchmarks against an older build"),
    (
        "cargo run --release --bin grundy -- new",
        "tools/tests/new.rs runs the loop in a copy of the crate",
    ),
    (
        "cargo run --release --bin bundle -- take256",
        "tools/tests/new.rs: a problem made by new",
    ),
    (
        "cargo run --release --bin bundle -- abc300_d",
        "tools/tests/new.rs: a problem made by new",
    ),
    (
        "cargo run --release --bin bundle -- --file",
        "tools/tests/bundle_file.rs bundles files of other crates",
    ),
];

#[test]
fn every_command_the_pages_show_runs() {
    let root = common::repo_root();
    let scratch = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("docs-commands");
    std::fs::create_dir_all(&scratch).unwrap();
    let mut ran = 0;
    let mut failures = Vec::new();
    for (at, command) in shell_commands() {
        if RUN_ELSEWHERE
            .iter()
            .any(|(prefix, _)| command.starts_with(prefix))
        {
            continue;
        }
        let w = common::shell_words(&command);
        // cargo run [--release] --bin NAME -- ARGS [< IN] [> OUT]
        let bin_at = w.iter().position(|x| x == "--bin");
        let (Some(bin_at), true) = (bin_at, w.starts_with(&["cargo".into(), "run".into()])) else {
            failures.push(format!(
                "{at}: `{command}` is neither run here nor listed in RUN_ELSEWHERE"
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
