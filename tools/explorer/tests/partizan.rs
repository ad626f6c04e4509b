//! `grundy partizan` run as a process: its values against values worked
//! out by hand or cited (Winning Ways, Berlekamp's rule) and against an
//! independent minimax search of the rules written here; its bad input.

#[path = "../../../tests/common/mod.rs"]
mod common;

use std::collections::HashMap;

use common::grundy;

use common::grundy_stdout as stdout_of;

/// The cells of a printed grid: rows after the header, cells separated by
/// two spaces or more (a value such as `-1 1/2` holds one).
fn grid(stdout: &str, n: usize) -> Vec<Vec<String>> {
    stdout
        .lines()
        .skip(2)
        .take(n)
        .map(|line| {
            let cells: Vec<String> = line
                .split("  ")
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .map(String::from)
                .collect();
            assert_eq!(cells.len(), n + 1, "row {line:?}");
            cells[1..].to_vec()
        })
        .collect()
}

/// The minimax memo: (cakes, free moves, Left to move) -> the mover wins.
type CakeMemo = HashMap<(Vec<(u8, u8)>, i32, bool), bool>;

/// Whether the player to move wins a sum of cakes plus `k` free moves
/// (Left's if `k > 0`, Right's if `k < 0`), by playing it out: Left cuts a
/// cake's width, Right its height.
fn cutcake_wins(cakes: &[(u8, u8)], k: i32, left: bool, memo: &mut CakeMemo) -> bool {
    let mut key: Vec<(u8, u8)> = cakes.iter().copied().filter(|&c| c != (1, 1)).collect();
    key.sort_unstable();
    if let Some(&w) = memo.get(&(key.clone(), k, left)) {
        return w;
    }
    let mut win = false;
    if left && k > 0 || !left && k < 0 {
        win = !cutcake_wins(&key, if left { k - 1 } else { k + 1 }, !left, memo);
    }
    for i in 0..key.len() {
        if win {
            break;
        }
        let (w, h) = key[i];
        let side = if left { w } else { h };
        for a in 1..side {
            let mut next = key.clone();
            let (p, q) = if left {
                ((a, h), (w - a, h))
            } else {
                ((w, a), (w, h - a))
            };
            next[i] = p;
            next.push(q);
            if !cutcake_wins(&next, k, !left, memo) {
                win = true;
                break;
            }
        }
    }
    memo.insert((key, k, left), win);
    win
}

#[test]
fn cutcake_agrees_with_winning_ways_and_a_minimax_search() {
    let out = stdout_of(&["partizan", "cutcake", "6"]);
    assert!(
        out.lines().nth(1).unwrap().trim_start().starts_with("w\\h"),
        "{out}"
    );
    let t = grid(&out, 6);
    let v = |w: usize, h: usize| -> i32 {
        t[w - 1][h - 1]
            .parse()
            .unwrap_or_else(|_| panic!("{w} x {h}: {} is not an integer", t[w - 1][h - 1]))
    };
    // Worked by hand (Winning Ways ch. 2): a 1 x h cake is h - 1 moves for
    // Right; 4 x 1 = 3; 2 x 2 = {1 x 2 + 1 x 2 | 2 x 1 + 2 x 1} = {-2 | 2}
    // = 0; 4 x 2 = {2 x 2 + 2 x 2 | 4 x 1 + 4 x 1} = {0 | 6} = 1.
    for h in 1..=6 {
        assert_eq!(v(1, h), 1 - h as i32, "1 x {h}");
    }
    assert_eq!(v(4, 1), 3);
    assert_eq!(v(2, 2), 0);
    assert_eq!(v(4, 2), 1);
    assert_eq!(v(2, 4), -1);
    // Every cake up to 5 x 5 minus its value is a second-player win.
    let mut memo = HashMap::new();
    for w in 1..=5u8 {
        for h in 1..=5u8 {
            let k = -v(w as usize, h as usize);
            let cake = [(w, h)];
            assert!(
                !cutcake_wins(&cake, k, true, &mut memo)
                    && !cutcake_wins(&cake, k, false, &mut memo),
                "{w} x {h} is not {}",
                -k
            );
        }
    }
}

#[test]
fn heap_rules_give_the_values_worked_by_hand() {
    // Left takes one, Right halves an even heap into two: v(0) = 0 and
    // v(n) = (n + 1) / 2 (by induction: odd n is {n/2 |}, even n is
    // {n/2 | n/2 + 1}).
    let out = stdout_of(&[
        "partizan",
        "heap",
        "--left",
        "n - 1",
        "--right",
        "n/2, n/2 if n % 2 == 0",
        "--len",
        "16",
        "--check",
        "--guess",
    ]);
    let values: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("v("))
        .filter_map(|l| l.split_once(") = ").map(|(_, v)| v))
        .collect();
    let want: Vec<String> = (0..16)
        .map(|n: i64| match n {
            0 => "0".to_string(),
            n if n % 2 == 1 => ((n + 1) / 2).to_string(),
            n => format!("{} 1/2", n / 2),
        })
        .collect();
    assert_eq!(values, want, "{out}");
    assert!(out.contains("check: 16 of 16 values checked"), "{out}");
    assert!(out.contains(": 0 wrong\n"), "{out}");
    assert!(
        out.contains("guess: arithmetic-periodic, period 1, saltus 1/2 from n = 1"),
        "{out}"
    );
    // Hot values: Left takes one, Right two or three. v(2) = {v(1) | v(0)}
    // = {1|0}; v(3) = {{1|0} | 0, 1} = {{1|0}|0} (Right's 1 is dominated).
    let out = stdout_of(&[
        "partizan",
        "heap",
        "--left",
        "n - 1",
        "--right",
        "n - 2; n - 3",
        "--len",
        "8",
        "--check",
    ]);
    assert!(out.contains("v(2) = {1|0}\n"), "{out}");
    assert!(out.contains("v(3) = {{1|0}|0}\n"), "{out}");
    assert!(out.contains("check: 8 of 8 values checked"), "{out}");
    assert!(out.contains(": 0 wrong\n"), "{out}");
    // A guess over values that are not numbers plus nimbers: exit 3.
    let out = grundy(&[
        "partizan",
        "heap",
        "--left",
        "n - 1",
        "--right",
        "n - 2; n - 3",
        "--guess",
        "--quiet",
    ]);
    assert_eq!(out.status.code(), Some(3));
}

#[test]
fn stalks_follow_berlekamps_rule_and_the_known_forms() {
    let out = stdout_of(&["partizan", "stalks", "BRR", "GB", "BBG", "RG", "--check"]);
    // BRR = 1 - 1/2 - 1/4 (Berlekamp's rule, Winning Ways ch. 1); GB =
    // {0, * | 0} = ^*; green on top adds *: BBG = 2*, RG = -1*. The sum:
    // 1/4 + 2 - 1 and * + * + * = *, with ^: 1 1/4^*, Left wins.
    let want = "BRR  1/4\nGB   ^*\nBBG  2*\nRG   -1*\nsum: 1 1/4^* (Left wins)\n";
    assert!(out.contains(want), "{out}");
    assert!(out.contains("check: 4 of 4 values checked"), "{out}");
    assert!(out.contains(": 0 wrong\n"), "{out}");
}

#[test]
fn bad_input_is_one_line_on_stderr_and_nothing_on_stdout() {
    let cases: &[(&[&str], i32, &str)] = &[
        (&["partizan", "heap", "--left", "n - "], 2, "--left"),
        (&["partizan", "heap", "--right", "n + 1"], 1, ""),
        (&["partizan", "table", "3", "--left", "(y, x)"], 1, "cycle"),
        (&["partizan", "table", "101"], 2, "1..=100"),
        (&["partizan", "stalks", "BXR"], 2, "not an edge colour"),
        (&["partizan", "cutcake", "5", "--guess"], 2, "--guess"),
        (&["partizan", "heap", "--len", "0"], 2, ""),
    ];
    for &(args, code, says) in cases {
        let out = grundy(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(code), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?} printed");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn a_time_budget_stops_with_what_was_computed() {
    let out = grundy(&["partizan", "cutcake", "50", "--time", "0.01"]);
    assert_eq!(out.status.code(), Some(3));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("stopped after"), "{err}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.starts_with("cutcake, 1..=50"), "{stdout}");
}

#[test]
fn the_partizan_guide_shows_what_the_tool_prints() {
    let guide = std::fs::read_to_string(common::repo_root().join("docs/partizan.md")).unwrap();
    for command in [
        "partizan cutcake 6 --check",
        "partizan heap --left 'n - 1' --right 'n - 2; n - 3' --len 8 --check",
        "partizan heap --left 'n - 1' --right 'n/2, n/2 if n % 2 == 0' --len 30 --guess --quiet",
        "partizan stalks BRR GB BBG RG",
    ] {
        let shown = format!("cargo run --release --bin grundy -- {command}\n```\n\n```text\n");
        let start = guide
            .find(&shown)
            .unwrap_or_else(|| panic!("docs/partizan.md does not show `{command}`"))
            + shown.len();
        let end = start + guide[start..].find("```").unwrap();
        let args = common::shell_words(command);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let printed = stdout_of(&args);
        assert_eq!(
            &guide[start..end],
            printed,
            "docs/partizan.md's output of `{command}` is stale:\n{}",
            common::diff(&printed, &guide[start..end])
        );
    }
}

/// R13: the options are read as the values are computed, never all first:
/// Right moving to any smaller heap at 100,000 heaps (it built 8 GB of
/// options, and under a memory cap aborted with a backtrace) stops at its
/// time, with the values computed and one line; the step bound (lowered
/// here) and the memory bound of one position's options stop it the same
/// way. Under a 2 GB address-space cap throughout.
#[cfg(unix)]
#[test]
fn runs_read_options_as_they_go_and_stop_at_their_bounds() {
    let exe = common::bin_path("grundy");
    let capped = |args: &str, env: &str| {
        std::process::Command::new("sh")
            .arg("-c")
            .arg(format!(
                "ulimit -v 2000000; {env} exec '{}' {args}",
                exe.display()
            ))
            .output()
            .unwrap()
    };
    for (args, env, says) in [
        (
            "partizan heap --left 'n - 1' --right '0..n' --len 100000 --time 2",
            "",
            "stopped after ",
        ),
        (
            "partizan heap --left 'n - 1' --right '0..n' --len 100000 --time 60",
            "GRUNDY_WORK_BOUND=100000",
            "the rules took more than 100,000 steps (expression steps, loop turns and components) by Right's options of n = ",
        ),
        (
            "partizan heap --left 'for i in 0..n*n*n*n: i % n' --len 100 --time 60",
            "",
            "Left's options of n = ",
        ),
    ] {
        let start = std::time::Instant::now();
        let out = capped(args, env);
        let took = start.elapsed();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(3), "{args}: {stderr}");
        assert!(stdout.starts_with("partizan heap, Left `"), "{args}: {stdout}");
        // v(0) = 0: no move for either player.
        let first = stdout.lines().nth(1).unwrap_or("").replace(' ', "");
        assert_eq!(first, "v(0)=0", "{args}: {stdout}");
        let last = stderr.lines().last().unwrap_or("");
        assert!(last.starts_with("grundy: stopped "), "{args}: {stderr}");
        assert!(last.contains(says), "{args}: {last}");
        assert!(
            last.ends_with("the values computed are printed"),
            "{args}: {last}"
        );
        assert!(
            !stderr.contains("panicked") && !stderr.contains("memory allocation"),
            "{stderr}"
        );
        assert!(took < std::time::Duration::from_secs(60), "{args}: {took:?}");
    }
}

/// Issue 40: `partizan stalks` stopped at 30 edges. A stalk with no green
/// edge below a blue or red one is valued by Berlekamp's rule at any
/// length; one with green below keeps the cap, refused in one line.
#[test]
fn stalks_of_any_length_follow_berlekamps_rule() {
    // B R B R ... (70 edges): 1 - 1/2 + 1/4 - ... - 1/2^69
    // = (2^70 - 1) / (3 * 2^69) (Winning Ways ch. 1).
    let s70 = "BR".repeat(35);
    let long = format!("{}G", "BR".repeat(50_000));
    let out = stdout_of(&["partizan", "stalks", &s70, "BRR", &long, "--check"]);
    assert!(
        out.contains(
            "BRBRBRBRBRBRBRBRBRBR... (70 edges)      393530540239137101141/590295810358705651712\n"
        ),
        "{out}"
    );
    assert!(out.contains("\nBRR  "), "{out}");
    assert!(
        out.contains("(100001 edges)  <a number with denominator 2^99999 plus *"),
        "{out}"
    );
    assert!(out.contains("check: 1 of 1 values checked"), "{out}");
    assert!(
        out.contains("check: 2 stalks of more than 30 edges valued by Berlekamp's rule"),
        "{out}"
    );
    let green_below = format!("G{}", "B".repeat(40));
    let out = grundy(&["partizan", "stalks", &green_below]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(out.stdout.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("green edge below a blue or red one: at most 30"),
        "{err}"
    );
}
