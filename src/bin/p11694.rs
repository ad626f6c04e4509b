// https://www.acmicpc.net/problem/11694
// Misère Nim: all piles 1 -> first wins iff N even; else iff the XOR is nonzero.
use grundy::input::{check_all, check_range, install_error_hook};
use grundy::nim::first_player_wins_misere;
use proconio::input;

fn main() {
    install_error_hook();
    input! { n: usize }
    check_range("N", n, 1, 100);
    input! { p: [u64; n] }
    check_all("P", &p, 1, 2_000_000_000);
    let first = first_player_wins_misere(&p);
    println!("{}", if first { "koosaga" } else { "cubelover" });
}
