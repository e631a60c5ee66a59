// `true` or `false` in an array of another type than `i1`.
"foo.op"() {a = array<i8: true, false>} : () -> ()

// -----
// An array of floats of a width no multiple of 8.
"foo.op"() {a = array<f4E2M1FN: 1.0>} : () -> ()

// -----
// A complex integer part its type cannot hold (`i2`: -2 to 3).
"foo.op"() {a = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i2>>} : () -> ()
