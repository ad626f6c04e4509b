// https://www.acmicpc.net/problem/11868
// Normal Nim: the first player wins iff the XOR of the piles is nonzero.
use grundy::input::{check_all, check_range, install_error_hook};
use grundy::nim::first_player_wins;
use proconio::input;

fn main() {
    install_error_hook();
    input! { n: usize }
    check_range("N", n, 1, 100);
    input! { p: [u64; n] }
    check_all("P", &p, 1, 1_000_000_000);
    println!(
        "{}",
        if first_player_wins(&p) {
            "koosaga"
        } else {
            "cubelover"
        }
    );
}
