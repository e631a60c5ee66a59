// Small convolution (NHWC x HWCF) + bias + relu + 2x2 max pooling.
func.func @main(%img: tensor<1x8x8x3xf32>, %filter: tensor<3x3x3x4xf32>,
                %bias: tensor<4xf32>) -> tensor<1x3x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant -3.40282347E+38 : f32
  %e = tensor.empty() : tensor<1x6x6x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %conv = linalg.conv_2d_nhwc_hwcf
      {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%img, %filter : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>)
      outs(%f : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %act = linalg.generic {
      indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>,
                       affine_map<(n, h, w, c) -> (c)>,
                       affine_map<(n, h, w, c) -> (n, h, w, c)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %bias : tensor<1x6x6x4xf32>, tensor<4xf32>)
      outs(%e : tensor<1x6x6x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<1x6x6x4xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %pe = tensor.empty() : tensor<1x3x3x4xf32>
  %pf = linalg.fill ins(%ninf : f32) outs(%pe : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  %pool = linalg.pooling_nhwc_max
      {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%act, %win : tensor<1x6x6x4xf32>, tensor<2x2xf32>)
      outs(%pf : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %pool : tensor<1x3x3x4xf32>
}
