//! One memo task per process, for peak memory (`/usr/bin/time -v`) side by
//! side with the hand-written DP, and for `scripts/memo-compare.sh` beside
//! the C++ memo of `benches/cpp/memo.cpp`:
//!
//! ```sh
//! cargo build --release -p grundy-benches --example memo_peak
//! for way in hand dag-values dense fill hash hash-vec; do
//!     /usr/bin/time -v target/release/examples/memo_peak complete-dag "$way" 2>&1 |
//!         grep -E 'Maximum resident'
//! done
//! ```
//!
//! Tasks: `complete-dag` (node 1999 of the complete DAG on 2000 nodes),
//! `divisor` (the full mask of the divisor-set game on 20 bits), `tuple`
//! (the tuple-state game from (100000, 0), packed by hand into a `u64`),
//! `tuple10` (the tuple game as written, a `(u32, u8)` position, takes 1 to
//! 10, from (100000, 0)), `tuple10-packed` (the same game packed by hand
//! into a `u64`, `hash` and `hash-reserve` only) and `exponent` (the sparse
//! exponent masks from [`exponent_start`]; its `hand` is the XOR of the
//! exponents, Nim's closed form); ways:
//! `hand` (the array DP), `dense` (`Grundy::dense`, asked for the top
//! position), `fill` (`Grundy::dense` and `fill`, every index in increasing
//! order), `hash` (`Grundy::new`),
//! `hash-vec` (`Grundy::new` over the vector form of the rule),
//! `hash-reserve` (`Grundy::with_capacity` given the number of positions
//! reached, as the C++ memo's `reserve`), and for
//! `complete-dag` also `dag-values` (adjacency lists and `dag_values`).
//! Prints the value.

use grundy::game::{dag_values, Grundy};
use grundy_benches::memo::*;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (task, way) = match args.as_slice() {
        [t, w] => (t.as_str(), w.as_str()),
        _ => {
            eprintln!(
                "usage: memo_peak complete-dag|divisor|tuple|tuple10|tuple10-packed|exponent hand|dag-values|dense|fill|hash|hash-vec|hash-reserve"
            );
            std::process::exit(2);
        }
    };
    let value: u64 = match (task, way) {
        ("complete-dag", "hand") => u64::from(complete_dag_dp(2000)[1999]),
        ("complete-dag", "dag-values") => dag_values(2000, &complete_dag_lists(2000))[1999],
        ("complete-dag", "dense") => {
            Grundy::dense(complete_dag(), 2000, |&i: &u32| i as usize).value(&1999)
        }
        ("complete-dag", "fill") => {
            Grundy::dense(complete_dag(), 2000, |&i: &u32| i as usize).fill(|i| i as u32)[1999]
        }
        ("complete-dag", "hash") => Grundy::new(complete_dag()).value(&1999),
        ("complete-dag", "hash-vec") => Grundy::new(complete_dag_vec()).value(&1999),
        ("divisor", "hand") => u64::from(divisor_dp(20)[(1 << 20) - 1]),
        ("divisor", "dense") => {
            Grundy::dense(divisor_game(20), 1 << 20, |&m: &u32| m as usize).value(&((1 << 20) - 1))
        }
        ("divisor", "fill") => Grundy::dense(divisor_game(20), 1 << 20, |&m: &u32| m as usize)
            .fill(|i| i as u32)[(1 << 20) - 1],
        ("divisor", "hash") => Grundy::new(divisor_game(20)).value(&((1 << 20) - 1)),
        ("divisor", "hash-vec") => Grundy::new(divisor_game_vec(20)).value(&((1 << 20) - 1)),
        ("tuple", "hand") => u64::from(tuple_dp(100_000)[100_000][0]),
        ("tuple", "hash") => Grundy::new(tuple_game()).value(&(100_000 << 2)),
        ("tuple10", "hand") => {
            u64::from(tuple10_dp(TUPLE10_START as usize)[TUPLE10_START as usize][0])
        }
        ("tuple10", "hash") => Grundy::new(tuple10_game()).value(&(TUPLE10_START, 0)),
        ("tuple10", "hash-vec") => Grundy::new(tuple10_game_vec()).value(&(TUPLE10_START, 0)),
        ("tuple10", "hash-reserve") => {
            Grundy::with_capacity(tuple10_game(), TUPLE10_POSITIONS).value(&(TUPLE10_START, 0))
        }
        ("tuple10-packed", "hash") => {
            Grundy::new(tuple10_packed_game()).value(&(u64::from(TUPLE10_START) << 4))
        }
        ("tuple10-packed", "hash-reserve") => {
            Grundy::with_capacity(tuple10_packed_game(), TUPLE10_POSITIONS)
                .value(&(u64::from(TUPLE10_START) << 4))
        }
        ("exponent", "hash") => Grundy::new(exponent_game()).value(&exponent_start()),
        // With the number of positions reached given in advance, as the
        // C++ memo's `reserve` (memo.cpp's second argument).
        ("divisor", "hash-reserve") => {
            Grundy::with_capacity(divisor_game(20), 1 << 20).value(&((1 << 20) - 1))
        }
        ("complete-dag", "hash-reserve") => {
            Grundy::with_capacity(complete_dag(), 2000).value(&1999)
        }
        ("tuple", "hash-reserve") => {
            Grundy::with_capacity(tuple_game(), 300_000).value(&(100_000 << 2))
        }
        ("exponent", "hash-reserve") => {
            Grundy::with_capacity(exponent_game(), EXPONENT_POSITIONS).value(&exponent_start())
        }
        ("exponent", "hand") => EXPONENTS.iter().fold(0, |x, &e| x ^ e),
        _ => {
            eprintln!("memo_peak: unknown task or way: {task} {way}");
            std::process::exit(2);
        }
    };
    println!("{value}");
}
