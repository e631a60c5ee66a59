// RUN: xdsl-stream-opt --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-stream-opt --allow-unregistered-dialect %s | iree-opt --allow-unregistered-dialect | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect %s | filecheck %s

// `#util.byte_range<offset, length>`: two signed 64-bit integers, read as
// iree-opt reads them (`true` is -1, hexadecimal allowed) and printed as it
// prints them.  It was kept as text, so `<bad>` was read (the invalid file).

// CHECK: "test.op"() {a = #util.byte_range<4, 8>, b = #util.byte_range<-1, 0>, c = #util.byte_range<16, 9223372036854775807>, d = #util.byte_range<-9223372036854775808, 1>} : () -> ()
"test.op"() {a = #util.byte_range<4,8>, b = #util.byte_range<true, false>, c = #util.byte_range<0x10, 9223372036854775807>, d = #util.byte_range<-9223372036854775808, 1>} : () -> ()
