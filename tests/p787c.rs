//! p787c (Berzerk) as a process against a fixpoint written from the rules,
//! on seeded random circles; and the stored small cases against the same.
mod common;

use rand::{rngs::StdRng, Rng, SeedableRng};

/// The two output lines, by the rules: "monster at o, player p to move" is
/// Win if a step reaches the hole or a Lose position, Lose if every step
/// reaches a Win position, repeated until nothing changes; the rest is Loop.
fn berzerk_naive(n: usize, sets: [&[usize]; 2]) -> String {
    let mut label = vec![["?"; 2]; n];
    loop {
        let mut changed = false;
        for o in 1..n {
            for p in 0..2 {
                if label[o][p] != "?" {
                    continue;
                }
                let next: Vec<usize> = sets[p].iter().map(|&x| (o + x) % n).collect();
                if next.iter().any(|&t| t == 0 || label[t][1 - p] == "Lose") {
                    label[o][p] = "Win";
                    changed = true;
                } else if next.iter().all(|&t| label[t][1 - p] == "Win") {
                    label[o][p] = "Lose";
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let line = |p: usize| {
        let words: Vec<&str> = (1..n)
            .map(|o| {
                if label[o][p] == "?" {
                    "Loop"
                } else {
                    label[o][p]
                }
            })
            .collect();
        words.join(" ") + "\n"
    };
    line(0) + &line(1)
}

fn parse(input: &str) -> (usize, Vec<usize>, Vec<usize>) {
    let t: Vec<usize> = input
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    let k1 = t[1];
    let k2 = t[2 + k1];
    (t[0], t[2..2 + k1].to_vec(), t[3 + k1..3 + k1 + k2].to_vec())
}

#[test]
fn random_circles_match_the_rules() {
    let exe = common::bin_path("p787c");
    let mut rng = StdRng::seed_from_u64(0x787c);
    for round in 0..150 {
        let n = rng.random_range(2..=30);
        let mut sets = Vec::new();
        for _ in 0..2 {
            let density = rng.random_range(1..=4);
            let mut s: Vec<usize> = (1..n)
                .filter(|_| rng.random_range(0..8) < density)
                .collect();
            if s.is_empty() {
                s.push(rng.random_range(1..n));
            }
            // Shuffle so the binary sees steps in any order.
            for i in (1..s.len()).rev() {
                s.swap(i, rng.random_range(0..=i));
            }
            sets.push(s);
        }
        let fmt = |s: &[usize]| {
            let words: Vec<String> = s.iter().map(|x| x.to_string()).collect();
            format!("{} {}\n", s.len(), words.join(" "))
        };
        let input = format!("{n}\n{}{}", fmt(&sets[0]), fmt(&sets[1]));
        let out = common::run(&exe, input.as_bytes());
        assert!(
            out.status.success(),
            "round {round}: input {input:?} failed"
        );
        let got = String::from_utf8(out.stdout).unwrap();
        let want = berzerk_naive(n, [&sets[0], &sets[1]]);
        assert_eq!(got, want, "round {round}: input {input:?}");
    }
}

#[test]
fn stored_small_answers_match_the_rules() {
    let mut checked = 0;
    for case in common::cases("p787c") {
        if let common::Expect::Output(want) = &case.expect {
            let (n, s1, s2) = parse(&String::from_utf8_lossy(&case.input));
            if n <= 100 {
                assert_eq!(&berzerk_naive(n, [&s1, &s2]), want, "{}", case.label);
                checked += 1;
            }
        }
    }
    assert!(checked >= 5, "only {checked} small stored cases checked");
}
