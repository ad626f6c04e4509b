//! Long octal runs of the `grundy` explorer, run as a process: the time
//! budget (`--time`), what a run stopped short prints, Ctrl-C, the progress
//! line without a terminal, and checkpoints (`--checkpoint`, `--resume`)
//! with their checks. Values are compared with the move rule read
//! literally (a mex over every option, independent of the library).
#[path = "../../../tests/common/mod.rs"]
mod common;
#[cfg(unix)]
mod cpu;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use common::grundy;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Officers (0.6) by the rule: remove 1 token, leaving one or two
/// non-empty heaps (never none). A heap m has at most m options, so its
/// value is at most m; an XOR of two values below 2^k is below 2^k: every
/// option of heap n is below (n + 1).next_power_of_two().
fn officers_naive(len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    let mut options = Vec::new();
    for n in 0..len {
        options.clear();
        options.resize((n + 1).next_power_of_two() + 1, false);
        if n >= 2 {
            let rest = n - 1;
            options[g[rest] as usize] = true;
            for a in 1..rest {
                options[(g[a] ^ g[rest - a]) as usize] = true;
            }
        }
        g.push(options.iter().position(|&o| !o).unwrap() as u32);
    }
    g
}

fn raw_values(stdout: &[u8]) -> Vec<u32> {
    text(stdout)
        .lines()
        .map(|l| l.parse().unwrap_or_else(|_| panic!("not a value: {l:?}")))
        .collect()
}

/// A fresh path in the temporary folder for this test.
fn temp(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("grundy-longrun-{}-{name}", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

#[cfg(unix)]
#[test]
fn a_period_search_ends_with_the_budget_and_says_how_far_it_went() {
    // 0.777 shows no period for a long way: the budget ends the search,
    // with exit 0 and the count of values.
    let (out, cpu) = cpu::run_cpu(
        &common::bin_path("grundy"),
        &[
            "sequence", "octal", "0.777", "--period", "-q", "--time", "0.3",
        ],
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.contains("period: none proven within the ")
            && stdout.contains("values computed (the CPU-time budget of 0.3 s ran out"),
        "{stdout}"
    );
    // The budget and this bound count the run's CPU time (any load).
    assert!(cpu < Duration::from_secs(2), "{cpu:?} of CPU");
}

#[test]
fn a_len_not_reached_prints_the_values_computed_and_exits_3() {
    // No refusal by an O(n^2) price: the run goes until the budget, prints
    // what it has (the rule's values) and says why it is short.
    let out = grundy(&[
        "sequence", "octal", "0.6", "--len", "10000000", "--time", "0.3", "--raw",
    ]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    let g = raw_values(&out.stdout);
    assert!(!g.is_empty() && g.len() < 10_000_000, "{}", g.len());
    let check = g.len().min(3000);
    assert_eq!(g[..check], officers_naive(check)[..]);
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "stopped after {} of the 10000000 values asked",
            g.len()
        )) && stderr.contains("CPU-time budget of 0.3 s"),
        "{stderr}"
    );
}

#[test]
fn a_checkpoint_is_resumed_and_the_values_go_on_as_the_rule_says() {
    let file = temp("officers");
    let f = file.to_str().unwrap();
    let out = grundy(&[
        "sequence",
        "octal",
        "0.6",
        "--len",
        "1500",
        "--checkpoint",
        f,
        "-q",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let saved = std::fs::read(&file).unwrap();
    let head = text(&saved[..120]);
    assert!(
        head.starts_with("grundy checkpoint 1\ngame: octal 0.6\nvalues: 1500\nfnv1a64: "),
        "{head}"
    );
    // Go on to 4000 values (past the first choices of the sparse method's
    // masks at 2048), then read the 4000 back.
    let out = grundy(&[
        "sequence", "octal", "0.6", "--len", "4000", "--resume", f, "--raw",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(raw_values(&out.stdout), officers_naive(4000));
    let out = grundy(&[
        "sequence", "octal", "0.6", "--len", "4000", "--resume", f, "-q",
    ]);
    assert!(
        text(&out.stdout).contains("resumed from the 4000 values saved in"),
        "{}",
        text(&out.stdout)
    );
    let _ = std::fs::remove_file(&file);
}

/// The header and values of a checkpoint of 0.6's first `len` values as
/// the explorer writes them, with value `n` replaced by `bad` if given, and
/// the checksum recomputed.
fn forged(len: usize, bad: Option<(usize, u16)>) -> Vec<u8> {
    let mut g: Vec<u16> = officers_naive(len).iter().map(|&v| v as u16).collect();
    if let Some((n, v)) = bad {
        g[n] = v;
    }
    let data: Vec<u8> = g.iter().flat_map(|v| v.to_le_bytes()).collect();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in &data {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    let mut bytes =
        format!("grundy checkpoint 1\ngame: octal 0.6\nvalues: {len}\nfnv1a64: {h:016x}\n")
            .into_bytes();
    bytes.extend_from_slice(&data);
    bytes
}

#[test]
fn damaged_or_foreign_checkpoints_are_refused() {
    let file = temp("forged");
    let f = file.to_str().unwrap();
    // A good forged file is taken (the format is the documented one).
    std::fs::write(&file, forged(500, None)).unwrap();
    let out = grundy(&[
        "sequence", "octal", "0.6", "--len", "600", "--resume", f, "--raw",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(raw_values(&out.stdout), officers_naive(600));
    let value_300 = officers_naive(301)[300] as u16;
    let cases: Vec<(&str, Vec<u8>, String)> = vec![
        (
            "a wrong value with a matching checksum",
            forged(500, Some((300, value_300 + 1))),
            format!(
                "g(300) = {} in the file, but the move rule gives {value_300}",
                value_300 + 1
            ),
        ),
        (
            "a flipped byte",
            {
                let mut b = forged(500, None);
                let last = b.len() - 1;
                b[last] ^= 1;
                b
            },
            "checksum does not match".to_string(),
        ),
        (
            "a cut file",
            {
                let mut b = forged(500, None);
                b.truncate(b.len() - 3);
                b
            },
            "cut short or damaged".to_string(),
        ),
        (
            "not a checkpoint",
            b"hello\n".to_vec(),
            "not a checkpoint".to_string(),
        ),
    ];
    for (what, bytes, says) in cases {
        std::fs::write(&file, bytes).unwrap();
        let out = grundy(&["sequence", "octal", "0.6", "--len", "600", "--resume", f]);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{what}: {stderr}");
        assert!(out.stdout.is_empty(), "{what}");
        assert_eq!(stderr.lines().count(), 1, "{what}: {stderr}");
        assert!(stderr.contains(&says), "{what}: {stderr}");
    }
    // Another game's values.
    std::fs::write(&file, forged(500, None)).unwrap();
    let out = grundy(&["sequence", "octal", "0.07", "--len", "600", "--resume", f]);
    assert!(
        text(&out.stderr).contains("holds the values of octal 0.6, not of 0.07"),
        "{}",
        text(&out.stderr)
    );
    let _ = std::fs::remove_file(&file);
}

#[test]
fn ctrl_c_prints_what_was_computed_and_progress_shows_without_a_terminal() {
    let child = std::process::Command::new(common::bin_path("grundy"))
        .args([
            "sequence", "octal", "0.777", "--period", "-q", "--time", "60",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1300));
    let killed = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let out = child.wait_with_output().unwrap();
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(130), "{stdout}{stderr}");
    assert!(
        stdout.contains("period: none proven within the "),
        "{stdout}"
    );
    assert!(stdout.contains("interrupted (Ctrl-C)"), "{stdout}");
    // The progress line, once (at 1 s), not a bar: stderr is a pipe.
    // `grundy: 1.0 s CPU (1.0 s wall) of the 60 s CPU budget: ...`: both
    // clocks (the budget counts the CPU's).
    assert!(
        stderr.starts_with("grundy: ")
            && stderr.contains(" s CPU (1.")
            && stderr.contains(" s wall) of the 60 s CPU budget: "),
        "{stderr}"
    );
    assert!(stderr.contains("values, no period proven yet"), "{stderr}");
    assert!(
        !stderr.contains('\r') && !stderr.contains('\u{1b}'),
        "{stderr:?}"
    );
}

#[test]
fn the_long_run_options_are_for_octal_games() {
    let out = grundy(&["sequence", "subtraction", "1,3", "--time", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("are for octal games"),
        "{}",
        text(&out.stderr)
    );
    for bad in ["0", "-1", "abc", "1e9"] {
        let out = grundy(&["sequence", "octal", "0.07", &format!("--time={bad}")]);
        assert_eq!(out.status.code(), Some(2), "--time {bad}");
        assert!(out.stdout.is_empty());
    }
}

/// R11: on a terminal the bar's clock is the run's: it first shows at 1 s
/// of the budget, and said `0s` there (the bar counted from its own start).
/// The terminal is `script`'s pseudo-terminal (util-linux).
#[cfg(unix)]
#[test]
fn the_bar_on_a_terminal_counts_from_the_start_of_the_run() {
    let exe = common::bin_path("grundy");
    let command = format!(
        "{} sequence octal 0.777 --period -q --time 3 > /dev/null",
        exe.display()
    );
    let out = std::process::Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .output()
        .expect("script (util-linux) runs the explorer on a pseudo-terminal");
    let screen = text(&out.stdout);
    // The screen without its escape sequences (ESC [ digits ; letter).
    let mut plain = String::new();
    let mut chars = screen.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for e in chars.by_ref() {
                if e.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            plain.push(c);
        }
    }
    // Each drawing of the bar: `  1s wall [===>    ]  34% of the CPU budget: ..`.
    let clocks: Vec<&str> = plain
        .split(['\r', '\n'])
        .filter_map(|line| {
            let (clock, rest) = line.split_once(" [")?;
            rest.contains("of the CPU budget").then_some(clock.trim())
        })
        .collect();
    assert!(!clocks.is_empty(), "no bar drawn: {screen:?}");
    for clock in &clocks {
        let secs: u64 = clock
            .strip_suffix("s wall")
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("clock {clock:?} in {screen:?}"));
        assert!(secs >= 1, "the bar says {clock} at 1 s or more: {screen:?}");
    }
}

/// Issue 41 item 3: the budget counts the process's CPU time, so a run
/// sharing its core with two busy processes (one core, `taskset`) gets the
/// same CPU seconds and takes about three times as long to wait for; a wall
/// clock budget stopped it after 1 s of waiting and a third of the work.
#[cfg(target_os = "linux")]
#[test]
fn the_time_budget_counts_cpu_time_not_the_wait() {
    let spin = || {
        std::process::Command::new("taskset")
            .args(["-c", "0", "sh", "-c", "while :; do :; done"])
            .spawn()
            .expect("taskset (util-linux) runs a busy loop on core 0")
    };
    let mut busy = [spin(), spin()];
    let exe = common::bin_path("grundy");
    let start = Instant::now();
    let out = std::process::Command::new("taskset")
        .args(["-c", "0"])
        .arg(&exe)
        .args([
            "sequence", "octal", "0.777", "--period", "-q", "--time", "1",
        ])
        .output()
        .expect("the explorer runs on core 0");
    let waited = start.elapsed();
    for b in busy.iter_mut() {
        let _ = b.kill();
        let _ = b.wait();
    }
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("(the CPU-time budget of 1 s ran out"),
        "{stdout}"
    );
    // Three processes on one core: each gets about a third of it.
    assert!(
        waited >= Duration::from_millis(1800),
        "1 s of CPU on a third of a core took {waited:?}"
    );
}
