//! A contestant's solution on the partizan toolkit (dyadic numbers, the
//! game defined by its moves with its number and number-plus-nimber
//! solvers) bundles with `bundle --file` into one file under 64,000 bytes
//! that today's rustc compiles without a warning in every edition, and
//! rustc 1.63 too when `GRUNDY_OLD_RUSTC` names it; every build answers the
//! worked example as expected.
//!
//! Without `GRUNDY_OLD_RUSTC` the old-compiler builds are skipped with one
//! printed line, except in CI (`CI=true`), where that is a failure.
#[path = "../../../tests/common/mod.rs"]
mod common;

use std::process::Command;

const SIZE_LIMIT: usize = 64_000;

/// Cutcake (Winning Ways ch. 2) and Blue-Red-Green stalks: print the value
/// of the cakes, of the stalks, of both, and who wins.
const SOLUTION: &str = r#"use grundy::partizan::{partizan_fn, NumberNimber, Solver};
use proconio::input;

fn main() {
    input! {
        n: usize,
        cakes: [(u32, u32); n],
        m: usize,
        stalks: [String; m],
    }
    // Left cuts a w x h cake along a vertical line, Right along a horizontal one.
    let cutcake = partizan_fn(
        |&(w, h): &(u32, u32)| (1..w).map(|a| vec![(a, h), (w - a, h)]).collect(),
        |&(w, h): &(u32, u32)| (1..h).map(|b| vec![(w, b), (w, h - b)]).collect(),
    );
    let cakes = match Solver::numbers(cutcake).value_of_sum(&cakes) {
        Ok(v) => v,
        Err(e) => panic!("{}", e),
    };
    // A stalk from the ground up: Left cuts B or G, Right R or G.
    fn cut(s: &String, colour: char) -> Vec<Vec<String>> {
        s.char_indices()
            .filter(|&(_, c)| c == colour || c == 'G')
            .map(|(i, _)| vec![s[..i].to_string()])
            .collect()
    }
    let game = partizan_fn(|s: &String| cut(s, 'B'), |s: &String| cut(s, 'R'));
    let stalks = match Solver::number_nimbers(game).value_of_sum(&stalks) {
        Ok(v) => v,
        Err(e) => panic!("{}", e),
    };
    let total = NumberNimber::new(cakes.clone(), 0) + stalks.clone();
    println!("cakes {}", cakes);
    println!("stalks {}", stalks);
    println!("total {}", total);
    println!("{}", total.outcome());
}
"#;

/// Cakes 4 x 1 = 3, 1 x 3 = -2 ({| 1 x 1 + 1 x 2} = {| -1}), 4 x 2 = 1
/// (Left's best cut leaves 2 x 2 + 2 x 2 = 0, Right's 4 x 1 + 4 x 1 = 6:
/// {0 | 6} = 1): 2. Stalks BR = 1/2, RG = -1 + * (green on top), GG = *2:
/// -1/2 + *3. Total 1 1/2 + *3: Left wins.
const INPUT: &str = "3\n4 1\n1 3\n4 2\n3\nBR\nRG\nGG\n";
const OUTPUT: &str = "cakes 2\nstalks -1/2*3\ntotal 1 1/2*3\nLeft wins\n";

#[test]
fn a_partizan_solution_bundles_small_and_compiles_on_the_old_compiler() {
    let dir = std::env::temp_dir().join(format!("grundy-partizan-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let main = dir.join("main.rs");
    std::fs::write(&main, SOLUTION).unwrap();
    let out = Command::new(common::bin_path("bundle"))
        .arg("--file")
        .arg(&main)
        .current_dir(&dir)
        .env("CARGO_NET_OFFLINE", "true")
        .env_remove("GRUNDY_OLD_RUSTC")
        .output()
        .expect("run the bundler");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let code = String::from_utf8(out.stdout).unwrap();
    assert!(code.len() < SIZE_LIMIT, "{} bytes", code.len());
    assert!(
        code.contains("mod partizan"),
        "the partizan module is inlined"
    );
    let bundle = dir.join("Main.rs");
    std::fs::write(&bundle, &code).unwrap();

    let mut rustcs = vec![(
        std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string()),
        vec!["2015", "2018", "2021", "2024"],
    )];
    match std::env::var("GRUNDY_OLD_RUSTC") {
        Ok(old) if !old.is_empty() => rustcs.push((old, vec!["2015", "2018", "2021"])),
        _ => {
            assert!(
                std::env::var("CI").map_or(true, |ci| ci != "true"),
                "CI=true but GRUNDY_OLD_RUSTC is not set"
            );
            println!("skipped: the rustc 1.63 builds (no GRUNDY_OLD_RUSTC)");
        }
    }
    for (i, (rustc, editions)) in rustcs.iter().enumerate() {
        for edition in editions {
            let exe = dir.join(format!("main-{i}-{edition}"));
            let compiled = Command::new(rustc)
                .args(["--edition", edition, "-O", "-o"])
                .arg(&exe)
                .arg(&bundle)
                .output()
                .unwrap();
            assert!(
                compiled.status.success() && compiled.stderr.is_empty(),
                "{rustc} --edition {edition}:\n{}",
                String::from_utf8_lossy(&compiled.stderr)
            );
            let run = common::run(&exe, INPUT.as_bytes());
            assert_eq!(
                String::from_utf8_lossy(&run.stdout),
                OUTPUT,
                "{rustc} {edition}: {}",
                String::from_utf8_lossy(&run.stderr)
            );
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
