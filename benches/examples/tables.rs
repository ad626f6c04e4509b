//! One table builder per process, for `scripts/tables-bench.sh`: the
//! compact builders (`compact::Compact`, one byte a value here) beside the
//! `Vec<u8>` loop a contestant writes by hand and the `Vec<u64>` builders,
//! for CPU time and peak memory (GNU time's maximum resident set).
//!
//! ```sh
//! cargo build --release -p grundy-benches --example tables
//! target/release/examples/tables subtraction compact 30000000
//! ```
//!
//! Builders: `subtraction` (take 1, 3 or 4), `fibonacci` (take a Fibonacci
//! number), `heap` (take 1 or 2, or split a heap into two equal non-empty
//! heaps: `heap_table`'s example), `fill` (`Grundy::dense` and `fill`, or `compact::fill`, over
//! the subtraction game {1, 3, 4}, positions `u32`); ways: `compact` (the
//! `_compact` builder), `hand` (a `Vec<u8>` loop with a `u64` mex mask),
//! `u64` (the `Vec<u64>` builder). Prints the number of 0 values (lost
//! positions) and the last value.

use grundy::game::{game_push, Grundy};
use grundy::heap::{heap_compact, heap_table};
use grundy::subtraction::{
    fibonacci_compact, fibonacci_moves, fibonacci_table, subtraction_compact, subtraction_table,
};

fn heap_rule(n: usize, push: &mut dyn FnMut(&[usize])) {
    for k in [1, 2] {
        if k <= n {
            push(&[n - k]);
        }
    }
    if n.is_multiple_of(2) && n > 0 {
        push(&[n / 2, n / 2]);
    }
}

/// The hand loop: `g[n] = mex{g[n - s]}` in bytes.
fn subtraction_hand(moves: &[usize], max: usize) -> Vec<u8> {
    let mut g = vec![0u8; max + 1];
    for n in 1..=max {
        let mut seen = 0u64;
        for &s in moves.iter().take_while(|&&s| s <= n) {
            seen |= 1 << g[n - s];
        }
        g[n] = (!seen).trailing_zeros() as u8;
    }
    g
}

fn heap_hand(len: usize) -> Vec<u8> {
    let mut g = vec![0u8; len];
    for n in 1..len {
        let mut seen = 0u64;
        for k in [1, 2] {
            if k <= n {
                seen |= 1 << g[n - k];
            }
        }
        if n.is_multiple_of(2) {
            // Two equal halves: g(n / 2) XOR itself, 0.
            seen |= 1;
        }
        g[n] = (!seen).trailing_zeros() as u8;
    }
    g
}

fn summary(values: impl Iterator<Item = u64>) -> (usize, u64) {
    values.fold((0, 0), |(zeros, _), v| (zeros + usize::from(v == 0), v))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (builder, way, n) = match args.as_slice() {
        [b, w, n] => match n.parse::<usize>() {
            Ok(n) if n > 0 => (b.as_str(), w.as_str(), n),
            _ => usage(),
        },
        _ => usage(),
    };
    let moves = [1, 3, 4];
    let fill_game = || {
        game_push(|&m: &u32, push| {
            for k in [1, 3, 4] {
                if k <= m {
                    push(&[m - k]);
                }
            }
        })
    };
    let (zeros, last) = match (builder, way) {
        ("subtraction", "compact") => summary(subtraction_compact(&moves, n - 1).iter()),
        ("subtraction", "hand") => {
            summary(subtraction_hand(&moves, n - 1).into_iter().map(u64::from))
        }
        ("subtraction", "u64") => summary(subtraction_table(&moves, n - 1).into_iter()),
        ("fibonacci", "compact") => summary(fibonacci_compact(n - 1).iter()),
        ("fibonacci", "hand") => summary(
            subtraction_hand(&fibonacci_moves(n - 1), n - 1)
                .into_iter()
                .map(u64::from),
        ),
        ("fibonacci", "u64") => summary(fibonacci_table(n - 1).into_iter()),
        ("heap", "compact") => summary(heap_compact(n, heap_rule).iter()),
        ("heap", "hand") => summary(heap_hand(n).into_iter().map(u64::from)),
        ("heap", "u64") => summary(heap_table(n, heap_rule).into_iter()),
        ("fill", "compact") => {
            let mut g = Grundy::dense(fill_game(), n, |&m: &u32| m as usize);
            summary(grundy::compact::fill(&mut g, |i| i as u32).iter())
        }
        ("fill", "hand") => summary(subtraction_hand(&moves, n - 1).into_iter().map(u64::from)),
        ("fill", "u64") => summary(
            Grundy::dense(fill_game(), n, |&m: &u32| m as usize)
                .fill(|i| i as u32)
                .into_iter(),
        ),
        _ => usage(),
    };
    println!("{zeros} {last}");
}

fn usage() -> ! {
    eprintln!("usage: tables subtraction|fibonacci|heap|fill compact|hand|u64 LEN");
    std::process::exit(2);
}
