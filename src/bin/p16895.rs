// https://www.acmicpc.net/problem/16895
// Nim: count the first moves that leave XOR 0, #{i : (S ^ P_i) < P_i}.
use grundy::input::{check_all, check_range, install_error_hook};
use grundy::nim::winning_moves;
use proconio::input;

fn main() {
    install_error_hook();
    input! { n: usize }
    check_range("N", n, 1, 1000);
    input! { p: [u64; n] }
    check_all("P", &p, 1, 1000);
    println!("{}", winning_moves(&p));
}
