// https://www.acmicpc.net/problem/16877
// Fibonacci Nim: each pile is the subtraction game of Fibonacci numbers; the
// table is built only up to the largest pile, and the piles' values are XORed.
use grundy::input::{check_nth, check_range, ensure_end, install_error_hook};
use grundy::subtraction::fibonacci_masks;
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    let n = check_range("N", n, 1, 100_000);
    // Checked as read and kept as u32 (P <= 3*10^6): half the memory of u64.
    let mut piles = Vec::with_capacity(n);
    for i in 0..n {
        input! { from &mut source, p: u64 }
        piles.push(check_nth("P", i, p, 1, 3_000_000) as u32);
    }
    ensure_end(source.next_token());
    let max = *piles.iter().max().expect("N >= 1") as usize;
    // One-hot masks: the value of pile p is m[p].trailing_zeros().
    let m = fibonacci_masks(max);
    let xor = piles
        .iter()
        .fold(0u32, |x, &p| x ^ m[p as usize].trailing_zeros());
    println!("{}", if xor != 0 { "koosaga" } else { "cubelover" });
}
