// https://www.acmicpc.net/problem/16877
// Fibonacci Nim: each pile is the subtraction game of Fibonacci numbers; the
// table is built only up to the largest pile, and the piles' values are XORed.
use grundy::input::{check_all, check_range, ensure_end, install_error_hook};
use grundy::subtraction::fibonacci_masks;
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    let n = check_range("N", n, 1, 100_000);
    input! { from &mut source, piles: [u64; n] }
    ensure_end(source.next_token());
    check_all("P", &piles, 1, 3_000_000);
    let max = *piles.iter().max().expect("N >= 1") as usize;
    // One-hot masks: the value of pile p is m[p].trailing_zeros().
    let m = fibonacci_masks(max);
    let xor = piles
        .iter()
        .fold(0u32, |x, &p| x ^ m[p as usize].trailing_zeros());
    println!("{}", if xor != 0 { "koosaga" } else { "cubelover" });
}
